import { useServicePage } from '../api/get-service-page'
import { usePreview } from '../../../hooks/use-preview'

/**
 * A service page's introduction from the CMS, under the page's pre-rendered heading. Nothing while
 * it loads or if it fails: the body of the page shows that once, with its retry button.
 */
export function ServiceIntro({ slug }: { slug: 'warranty-page' | 'about-page' }) {
  const preview = usePreview()
  const { data } = useServicePage({ slug, preview })
  return data ? <p className="mt-3 max-w-3xl text-base text-slate-700 sm:text-lg">{data.intro}</p> : null
}
