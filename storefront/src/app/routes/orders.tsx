import { OrdersPage } from '../../features/orders/components/orders-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function OrdersRoute() {
  useDocumentTitle('Mes Commandes')
  return <OrdersPage />
}
