import { paths } from '../../config/paths'
import { ConsumerMediator } from '../../features/content/components/consumer-mediator'
import { LegalPage } from '../../features/content/components/legal-page'

export function TermsRoute() {
  return (
    <LegalPage
      slug="conditions-generales"
      title="Conditions générales"
      breadcrumbs={[{ label: 'Accueil', to: paths.home }, { label: 'Conditions générales' }]}
      sectionExtras={{ litiges: <ConsumerMediator /> }}
    />
  )
}
