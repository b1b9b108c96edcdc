import { Link } from 'react-router'

import { Container } from '../../../components/ui/container'
import { paths } from '../../../config/paths'
import { useCategoryPages } from '../api/get-category-pages'
import { ContentPicture } from './content-picture'
import { NumberedSteps } from '../../../components/ui/content-blocks'
import { SectionBand } from './section-band'
import { BenefitCards } from './benefit-cards'

/** /montres-connectees, under its title: the packs banner. */
export function WatchPackBanner() {
  const banner = useCategoryPages()?.watches.packBanner
  if (!banner?.title) return null
  return (
    <Container className="pt-8">
      <section
        aria-label={banner.title}
        className="flex flex-col gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center"
      >
        {banner.image ? <ContentPicture picture={banner.image} className="h-24 w-auto self-start rounded-xl object-cover" /> : null}
        <div>
          <p className="text-lg font-semibold">{banner.title}</p>
          {banner.text ? <p className="mt-1 text-brand-50">{banner.text}</p> : null}
        </div>
      </section>
    </Container>
  )
}

const helpLinks = [
  { to: paths.installationGuide, label: "Guide d'installation" },
  { to: paths.contact, label: 'Nous contacter' },
  { to: paths.about, label: 'À propos' },
]

/** /montres-connectees, after the watches: benefits, the three-step installation, help links. */
export function WatchClosingSections() {
  const watches = useCategoryPages()?.watches
  if (!watches) return null
  return (
    <>
      {watches.benefits.length > 0 ? (
        <SectionBand title={watches.benefitsTitle || 'Nos avantages'} tinted>
          <BenefitCards items={watches.benefits} />
        </SectionBand>
      ) : null}
      {watches.installSteps.length > 0 ? (
        <SectionBand title={watches.installTitle || 'Installation'}>
          <NumberedSteps steps={watches.installSteps} />
        </SectionBand>
      ) : null}
      {watches.helpTitle ? (
        <SectionBand title={watches.helpTitle} tinted>
          {watches.helpText ? <p className="mt-3 max-w-2xl text-slate-600">{watches.helpText}</p> : null}
          <ul className="mt-4 flex flex-wrap gap-3">
            {helpLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex h-11 items-center rounded-lg border border-brand-200 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </SectionBand>
      ) : null}
    </>
  )
}
