import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function WarrantyRoute() {
  useDocumentTitle('Garantie')
  return <PageIntro title="Garantie" lead="Un mois de garantie : remplacement gratuit en cas de défaut de fabrication." />
}
