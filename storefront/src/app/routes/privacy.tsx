import { paths } from '../../config/paths'
import { LegalPage } from '../../features/content/components/legal-page'

export function PrivacyRoute() {
  return (
    <LegalPage
      slug="politique-confidentialite"
      title="Politique de confidentialité"
      breadcrumbs={[{ label: 'Accueil', to: paths.home }, { label: 'Politique de confidentialité' }]}
    />
  )
}
