import { Link } from 'react-router'

import { paths } from '../../../config/paths'
import { useCategoryPages } from '../api/get-category-pages'
import { ContentPicture } from './content-picture'
import { NumberedSteps } from '../../../components/ui/content-blocks'
import { SectionBand } from './section-band'

/** The home page's installation-guide section, leading to /guide-installation. */
export function HomeInstallation() {
  const home = useCategoryPages()?.home
  if (!home || home.installSteps.length === 0) return null
  return (
    <SectionBand title={home.installTitle || "Guide d'installation"}>
      <div className="mt-3 flex flex-col gap-6 md:flex-row md:items-start">
        <div className="flex-1">
          {home.installIntro ? <p className="max-w-2xl text-lg text-slate-600">{home.installIntro}</p> : null}
          <NumberedSteps steps={home.installSteps} />
          <Link to={paths.installationGuide} className="mt-6 inline-flex font-semibold text-brand-800 underline hover:text-brand-700">
            Voir le guide d'installation complet
          </Link>
        </div>
        {home.installImage ? <ContentPicture picture={home.installImage} className="w-full rounded-2xl md:w-80" /> : null}
      </div>
    </SectionBand>
  )
}
