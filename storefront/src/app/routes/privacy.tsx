import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function PrivacyRoute() {
  useDocumentTitle('Politique de confidentialité')
  return <PageIntro title="Politique de confidentialité" lead="Quelles données nous collectons, pourquoi, et comment exercer vos droits." />
}
