import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function TermsRoute() {
  useDocumentTitle('Conditions générales')
  return (
    <PageIntro title="Conditions générales de vente et d’utilisation" lead="Les règles qui encadrent vos commandes sur notre boutique." />
  )
}
