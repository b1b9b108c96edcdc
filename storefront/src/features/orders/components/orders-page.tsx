import { useState } from 'react'
import { Link } from 'react-router'

import { greetingName } from '@shop/domain/names'
import type { ClientOrder } from '@shop/domain/client-orders'

import { Button, buttonClasses } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { SessionCheckSpinner } from '../../../components/ui/session-check-spinner'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { usePrerenderPass } from '../../../hooks/use-prerender-pass'
import { useStoredSession } from '../../../hooks/use-session'
import { useClientOrders } from '../api/get-client-orders'
import { ordersLoadError } from '../utils/order-errors'
import { CancelOrderModal } from './cancel-order-modal'
import { OrderCard } from './order-card'
import { OrderDetailsModal } from './order-details-modal'

/**
 * /mes-commandes: the signed-in customer's orders (the route guard is above). Its frame is the
 * same for everyone (pre-rendered); the orders are asked for with the stored session at once.
 */
export function OrdersPage() {
  const prerendering = usePrerenderPass()
  const session = useStoredSession()
  const client = session?.client ?? null
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Mes Commandes</h1>
      <p className="mt-2 text-slate-600">
        {client ? (
          <>
            Bonjour <span className="font-semibold text-slate-900">{greetingName(client)}</span>, retrouvez
          </>
        ) : (
          'Retrouvez'
        )}{' '}
        ici vos commandes, leur statut et leur suivi.
      </p>
      <div className="mt-8">
        {prerendering ? (
          <SessionCheckSpinner />
        ) : session && client ? (
          <OrdersContent token={session.token} clientId={client.id} checking={session.status === 'checking'} />
        ) : session?.status === 'checking' ? (
          <SessionCheckSpinner />
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

type OrdersContentProps = { token: string; clientId: string; checking: boolean }

function OrdersContent({ token, clientId, checking }: OrdersContentProps) {
  const orders = useClientOrders(token, clientId)
  const [viewing, setViewing] = useState<ClientOrder | null>(null)
  const [cancelling, setCancelling] = useState<ClientOrder | null>(null)

  if (checking) return <SessionCheckSpinner />
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
