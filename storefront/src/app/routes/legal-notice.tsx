import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function LegalNoticeRoute() {
  useDocumentTitle('Mentions légales')
  return <PageIntro title="Mentions légales" lead="Éditeur, hébergeur et informations légales de la boutique." />
}
