import { deliveryMessages, deliveryPeriodText, deliveryPriceText } from '@shop/domain/delivery'

import { ChoiceList } from '../../../components/ui/choice-list'
import { Spinner } from '../../../components/ui/spinner'
import type { CartItem } from '../../../stores/cart-store'
import { useCartQuote } from '../hooks/use-cart-quote'

type DeliveryChoiceProps = { items: readonly CartItem[]; value: string | undefined; onChange: (code: string) => void }

/**
 * The delivery modes offered for the cart, each with its price and its period for an order placed
 * now (Code de la consommation L216-1), as the server's quote gives them; none chosen yet is the
 * one the quote charges.
 */
export function DeliveryChoice({ items, value, onChange }: DeliveryChoiceProps) {
  const { delivery, deliveryModes, isPending, error } = useCartQuote(items, value)
  if (deliveryModes.length === 0) {
    // A failed quote is told by the cart's summary, with its retry button.
    if (error) return null
    return isPending ? <Spinner className="py-4" label="Chargement des modes de livraison…" /> : <p>{deliveryMessages.noneOffered}</p>
  }
  return (
    <ChoiceList
      legend="Mode de livraison"
      name="deliveryMode"
      options={deliveryModes.map((mode) => ({
        value: mode.code,
        label: mode.name,
        price: deliveryPriceText(mode.priceCents),
        description: deliveryPeriodText(mode),
      }))}
      value={value ?? delivery?.code ?? null}
      onChange={onChange}
    />
  )
}
