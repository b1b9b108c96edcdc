import type { ClientOrder } from '@shop/domain/client-orders'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { Modal } from '../../../components/ui/modal'
import { useCancelOrder } from '../api/cancel-order'
import { cancelError } from '../utils/order-errors'

type CancelOrderModalProps = { order: ClientOrder; token: string; clientId: string; onClose: () => void }

/** Asks before cancelling; closes once the server has cancelled it and the list is read again. */
export function CancelOrderModal({ order, token, clientId, onClose }: CancelOrderModalProps) {
  const cancel = useCancelOrder(token, clientId)
  return (
    <Modal
      role="alertdialog"
      title="Annuler la commande ?"
      onClose={onClose}
      description={`La commande ${order.order_number} sera annulée. Cette action est définitive.`}
    >
      <FormMessage className="mb-4" notice={cancel.error ? { tone: 'error', text: cancelError(cancel.error) } : null} />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button
          className="flex-1 bg-red-700 hover:bg-red-800 active:bg-red-900"
          onClick={() => cancel.mutate(order.id, { onSuccess: onClose })}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
        >
          {cancel.isPending ? 'Annulation...' : "Confirmer l'annulation"}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onClose} data-autofocus>
          Retour
        </Button>
      </div>
    </Modal>
  )
}
