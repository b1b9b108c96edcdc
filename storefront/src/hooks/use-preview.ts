import { useSearchParams } from 'react-router'

/**
 * `?preview=1` asks for the drafts of the CMS content instead of what is published. The API still
 * answers published content only to anyone who is not staff.
 */
export function usePreview(): boolean {
  const [searchParams] = useSearchParams()
  return searchParams.get('preview') === '1'
}
