import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function OrdersRoute() {
  useDocumentTitle('Mes Commandes')
  return <PageIntro title="Mes Commandes" lead="Retrouvez vos commandes, leur statut et leur suivi." />
}
