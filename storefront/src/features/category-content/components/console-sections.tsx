import { useCategoryPages } from '../api/get-category-pages'
import { NumberedSteps } from '../../../components/ui/content-blocks'
import { SectionBand } from './section-band'
import { BenefitCards } from './benefit-cards'

/** /consoles, after the products: the reasons section and the installation guide. */
export function ConsoleClosingSections() {
  const consoles = useCategoryPages()?.consoles
  if (!consoles) return null
  return (
    <>
      {consoles.reasons.length > 0 ? (
        <SectionBand title={consoles.reasonsTitle || 'Pourquoi nous choisir'} tinted>
          <BenefitCards items={consoles.reasons} />
        </SectionBand>
      ) : null}
      {consoles.installSteps.length > 0 ? (
        <SectionBand title={consoles.installTitle || "Guide d'installation"}>
          <NumberedSteps steps={consoles.installSteps} />
        </SectionBand>
      ) : null}
    </>
  )
}
