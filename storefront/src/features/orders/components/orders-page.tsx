import { useState } from 'react'
import { Link } from 'react-router'

import { greetingName } from '@shop/domain/names'
import type { ClientOrder } from '@shop/domain/orders'

import { Button, buttonClasses } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { useSession } from '../../../hooks/use-session'
import { useClientOrders } from '../api/get-client-orders'
import { ordersLoadError } from '../utils/order-errors'
import { CancelOrderModal } from './cancel-order-modal'
import { OrderCard } from './order-card'
import { OrderDetailsModal } from './order-details-modal'

/** /mes-commandes: the signed-in customer's orders (the route guard is above). */
export function OrdersPage() {
  const session = useSession()
  const signedIn = session.status === 'signed-in' ? session : null
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Mes Commandes</h1>
      {signedIn?.client ? (
        <p className="mt-2 text-slate-600">
          Bonjour <span className="font-semibold text-slate-900">{greetingName(signedIn.client)}</span>, retrouvez ici vos commandes, leur
          statut et leur suivi.
        </p>
      ) : null}
      <div className="mt-8">
        {session.status === 'checking' ? (
          <Spinner className="py-16" label="Chargement des commandes…" />
        ) : signedIn?.client ? (
          <OrdersContent token={signedIn.token} clientId={signedIn.client.id} />
        ) : (
          // Without a session there is nothing to ask for: the list stays empty (spec core §7).
          <NoOrders />
        )}
      </div>
    </Container>
  )
}

function NoOrders() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-xl font-semibold text-slate-900">Aucune commande pour le moment</p>
      <p className="mt-2 text-slate-600">Trouvez la protection idéale pour votre écran.</p>
      <Link to={paths.home} className={`${buttonClasses()} mt-6`}>
        Découvrir nos produits
      </Link>
    </div>
  )
}

function OrdersContent({ token, clientId }: { token: string; clientId: string }) {
  const orders = useClientOrders(token, clientId)
  const [viewing, setViewing] = useState<ClientOrder | null>(null)
  const [cancelling, setCancelling] = useState<ClientOrder | null>(null)

  if (orders.isPending) return <Spinner className="py-16" label="Chargement des commandes…" />
  if (orders.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{ordersLoadError(orders.error)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void orders.refetch()}>
          Réessayer
        </Button>
      </div>
    )
  }
  if (orders.data.length === 0) return <NoOrders />
  return (
    <>
      <ul className="space-y-4" aria-label="Vos commandes">
        {orders.data.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} onDetails={() => setViewing(order)} onCancel={() => setCancelling(order)} />
          </li>
        ))}
      </ul>
      {viewing ? <OrderDetailsModal order={viewing} token={token} onClose={() => setViewing(null)} /> : null}
      {cancelling ? <CancelOrderModal order={cancelling} token={token} clientId={clientId} onClose={() => setCancelling(null)} /> : null}
    </>
  )
}
