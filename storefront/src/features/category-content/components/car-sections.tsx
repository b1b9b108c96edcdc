import { useCategoryPages } from '../api/get-category-pages'
import { ContentPicture } from './content-picture'
import { NumberedSteps } from '../../../components/ui/content-blocks'
import { SectionBand } from './section-band'
import { BenefitCards } from './benefit-cards'

/**
 * /ecrans-auto, in its title band: 'HD TPU - 20€' (the price from the pricing global, given by
 * the page) and the strong points staff list.
 */
export function CarHeroFeatures({ price }: { price: string | null }) {
  const car = useCategoryPages()?.carScreens
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {price ? <p className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">HD TPU - {price}</p> : null}
      {car?.heroFeatures.map((feature) => (
        <p key={feature.id} className="rounded-full bg-white px-4 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200">
          {feature.text}
        </p>
      ))}
      {car?.heroImage ? <ContentPicture picture={car.heroImage} className="mt-4 w-full max-w-md rounded-2xl" /> : null}
    </div>
  )
}

/** /ecrans-auto, after the models: why protect, and the three steps clean, position, apply. */
export function CarClosingSections() {
  const car = useCategoryPages()?.carScreens
  if (!car) return null
  return (
    <>
      {car.why.length > 0 ? (
        <SectionBand title={car.whyTitle || 'Pourquoi protéger votre écran'} tinted>
          <BenefitCards items={car.why} />
        </SectionBand>
      ) : null}
      {car.installSteps.length > 0 ? (
        <SectionBand title={car.installTitle || 'Installation'}>
          <NumberedSteps steps={car.installSteps} />
        </SectionBand>
      ) : null}
    </>
  )
}
