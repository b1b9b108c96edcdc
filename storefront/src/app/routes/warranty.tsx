import { Link } from 'react-router'

import { Container } from '../../components/ui/container'
import { PageIntro } from '../../components/ui/page-intro'
import { PageSection } from '../../components/ui/page-section'
import { paths } from '../../config/paths'
import { SupportContacts } from '../../features/content/components/contact-channels'
import { PageFaqSection } from '../../features/content/components/page-faq'
import { ServiceIntro } from '../../features/content/components/service-intro'
import { WarrantyDetails } from '../../features/content/components/warranty-details'
import { WarrantyClaim } from '../../features/forms/components/warranty-claim'
import { usePageMeta } from '../../hooks/use-page-meta'

const linkClasses = 'font-semibold text-brand-700 underline hover:text-brand-800'

export function WarrantyRoute() {
  usePageMeta({
    title: 'Garantie',
    description:
      'Garantie de nos protections d’écran : durées par produit, procédure de réclamation, exclusions et formulaire de réclamation avec photos.',
  })
  return (
    <>
      <PageIntro title="Garantie" breadcrumbs={[{ label: 'Accueil', to: paths.home }, { label: 'Service client' }, { label: 'Garantie' }]}>
        <ServiceIntro slug="warranty-page" />
        <p className="mt-4 text-sm text-slate-700">
          Qui conçoit et contrôle vos protections ?{' '}
          <Link to={paths.about} className={linkClasses}>
            Découvrez notre histoire
          </Link>
        </p>
      </PageIntro>
      <Container className="space-y-14 py-12">
        <WarrantyDetails />
        <PageSection title="Faire une réclamation">
          <p className="mt-2 max-w-3xl text-slate-700">
            Décrivez le problème, joignez des photos si vous le pouvez : nous vous répondons sous 48h ouvrables.
          </p>
          <WarrantyClaim />
        </PageSection>
        <PageFaqSection page="garantie" title="Questions fréquentes sur la garantie">
          <p className="mt-4 text-sm text-slate-700">
            D'autres questions ?{' '}
            <Link to={paths.faq} className={linkClasses}>
              Consultez notre FAQ complète
            </Link>
          </p>
        </PageFaqSection>
        <PageSection title="Besoin d'aide ?">
          <SupportContacts />
        </PageSection>
      </Container>
    </>
  )
}
