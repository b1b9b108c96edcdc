import { useState } from 'react'
import { Link } from 'react-router'

import { messages } from '@shop/domain/messages'
import { paymentNote } from '@shop/domain/shop-promises'

import { buttonClasses } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { Spinner } from '../../components/ui/spinner'
import { paths } from '../../config/paths'
import { CartSummary } from '../../features/cart/components/cart-summary'
import { DeliveryChoice } from '../../features/cart/components/delivery-choice'
import { useCart } from '../../features/cart/hooks/use-cart'
import { CheckoutForm } from '../../features/checkout/components/checkout-form'
import { useContactDetails } from '../../features/content/api/get-contact-details'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { usePrerenderPass } from '../../hooks/use-prerender-pass'
import { usePreview } from '../../hooks/use-preview'

export function CheckoutRoute() {
  useDocumentTitle('Finaliser votre commande')
  // Drawn without the browser's storage (pre-rendered), the page cannot know the cart yet.
  const prerendering = usePrerenderPass()
  const { items } = useCart()
  // Unset: the first mode offered, which the quote charges and the choice shows ticked.
  const [deliveryMode, setDeliveryMode] = useState<string>()
  const contacts = useContactDetails({ preview: usePreview() }).data
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Finaliser votre commande</h1>
      {prerendering ? (
        <Spinner className="py-16" />
      ) : items.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-xl font-semibold text-slate-900">Votre panier est vide</p>
          <p className="mt-2 text-slate-600">Parcourez nos catégories pour trouver la protection de votre appareil.</p>
          <Link to={paths.home} className={`${buttonClasses()} mt-6`}>
            {messages.backHome}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="lg:order-2 lg:sticky lg:top-32">
            <CartSummary items={items} deliveryMode={deliveryMode} />
          </div>
          <div className="min-w-0 rounded-2xl border border-slate-200 p-4 sm:p-6 lg:order-1">
            <CheckoutForm
              items={items}
              delivery={{
                mode: deliveryMode,
                choice: <DeliveryChoice items={items} value={deliveryMode} onChange={setDeliveryMode} />,
              }}
            />
            {contacts ? <p className="mt-4 text-center text-xs text-slate-600">{paymentNote(contacts.paymentMethods)}</p> : null}
          </div>
        </div>
      )}
    </Container>
  )
}
