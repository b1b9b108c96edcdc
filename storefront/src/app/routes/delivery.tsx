import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function DeliveryRoute() {
  useDocumentTitle('Livraison et retours')
  return <PageIntro title="Livraison et retours" lead="Livraison gratuite sur toutes les commandes, retours simples." />
}
