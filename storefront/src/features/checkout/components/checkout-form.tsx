import { useEffect, useId, useState, type ReactNode } from 'react'
import { Link } from 'react-router'

import { toCartLine } from '@shop/domain/cart'
import { checkoutFormSchema, notesMaxLength, orderMessages, type OrderForm as OrderFields } from '@shop/domain/orders'

import { CheckboxField } from '../../../components/ui/checkbox-field'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { TextField } from '../../../components/ui/text-field'
import { paths } from '../../../config/paths'
import { useStoredSession } from '../../../hooks/use-session'
import type { CartItem } from '../../../stores/cart-store'
import { usePromoCode } from '../../../hooks/use-promo-code'
import { useCheckoutProfile } from '../api/get-checkout-profile'
import { useCreatePayment } from '../api/create-payment'
import { useValidateOrderForm } from '../api/validate-order-form'
import { checkoutErrors } from '../utils/checkout-errors'

type CustomerFields = { name: string; email: string; phone: string; address: string; city: string; postalCode: string }

const emptyFields: CustomerFields = { name: '', email: '', phone: '', address: '', city: '', postalCode: '' }

/** The delivery mode ordered (unset: the first offered) and where the form shows its choice. */
type Delivery = { mode: string | undefined; choice: ReactNode }

type CheckoutFormProps = { items: readonly CartItem[]; delivery: Delivery }

/**
 * The order form of /commande (spec core §3-§5), prefilled from the profile of a signed-in
 * customer; an anonymous visitor orders too (no login needed).
 */
export function CheckoutForm({ items, delivery }: CheckoutFormProps) {
  const session = useStoredSession()
  if (!session) return <OrderForm items={items} delivery={delivery} initial={emptyFields} />
  const { client, token } = session
  // The token still makes the order the customer's when the browser lost the client record.
  if (!client) {
    return session.status === 'checking' ? (
      <Spinner className="py-16" />
    ) : (
      <OrderForm items={items} delivery={delivery} initial={emptyFields} token={token} />
    )
  }
  return (
    <SignedInCheckoutForm
      items={items}
      delivery={delivery}
      token={token}
      clientId={client.id}
      fallback={{ name: client.name, email: client.email }}
      checking={session.status === 'checking'}
    />
  )
}

type SignedInProps = CheckoutFormProps & {
  token: string
  clientId: string
  fallback: Pick<CustomerFields, 'name' | 'email'>
  /** The stored session is being checked: its profile is already asked for. */
  checking: boolean
}

/** Without a stored profile the session's name and e-mail are a start: the form stays usable. */
function SignedInCheckoutForm({ items, delivery, token, clientId, fallback, checking }: SignedInProps) {
  const profile = useCheckoutProfile(token, clientId)
  if (checking) return <Spinner className="py-16" />
  if (profile.isPending) return <Spinner className="py-16" label="Chargement de vos informations…" />
  const initial = profile.data
    ? {
        name: profile.data.name,
        email: profile.data.email,
        phone: profile.data.phone,
        address: profile.data.address,
        city: profile.data.city,
        postalCode: profile.data.postal_code,
      }
    : { ...emptyFields, ...fallback }
  return <OrderForm items={items} delivery={delivery} initial={initial} token={token} />
}

type OrderFormProps = CheckoutFormProps & { initial: CustomerFields; token?: string }
type CheckoutFields = OrderFields & { termsAccepted: true }

function OrderForm({ items, delivery, initial, token }: OrderFormProps) {
  // The terms box starts as the page shows it: unticked.
  const form = useZodForm(checkoutFormSchema, { ...initial, notes: '' })
  const { setDone } = form
  const [serverErrors, setServerErrors] = useState<string[]>([])
  const validate = useValidateOrderForm()
  const createPayment = useCreatePayment(token)
  const [promoCode] = usePromoCode()
  const id = useId()
  const submitting = form.busy || form.done

  // Back from the payment page, the browser may show this page as it was left: busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setDone(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [setDone])

  const submit = async ({ termsAccepted, ...customerInfo }: CheckoutFields) => {
    setServerErrors([])
    try {
      await validate.mutateAsync(customerInfo)
    } catch (error) {
      setServerErrors(checkoutErrors(error, orderMessages.validationFailed))
      return
    }
    try {
      const { url } = await createPayment.mutateAsync({
        // A line of an old format cannot be priced by the server: it is not ordered.
        items: items.map(toCartLine).filter((line) => line !== null),
        customerInfo,
        deliveryMode: delivery.mode,
        promoCode: promoCode ?? undefined,
        termsAccepted,
        successUrl: `${window.location.origin}${paths.success}`,
        cancelUrl: `${window.location.origin}${paths.checkout}`,
      })
      setDone(true)
      window.location.assign(url)
    } catch (error) {
      setServerErrors(checkoutErrors(error, orderMessages.checkoutFailed))
    }
  }

  return (
    // Spec core §5: changing any field clears the error list.
    <Form form={form} onSubmit={submit} onChange={() => setServerErrors([])} aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Vos coordonnées
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nom complet" name="name" autoComplete="name" required className="sm:col-span-2" />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Téléphone" name="phone" type="tel" autoComplete="tel" />
        <TextField label="Adresse" name="address" autoComplete="street-address" required className="sm:col-span-2" />
        <TextField label="Ville" name="city" autoComplete="address-level2" required />
        <TextField label="Code postal" name="postalCode" autoComplete="postal-code" inputMode="numeric" required />
        <TextAreaField
          label="Notes de commande"
          name="notes"
          className="sm:col-span-2"
          placeholder="Instructions de livraison, digicode…"
          maxCount={notesMaxLength}
        />
      </div>
      {delivery.choice}
      <CheckboxField
        name="termsAccepted"
        required
        label={
          <>
            J'ai lu et j'accepte les{' '}
            <Link to={paths.terms} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              conditions générales de vente
            </Link>{' '}
            et les{' '}
            <Link to={paths.withdrawal} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              conditions de rétractation
            </Link>
          </>
        }
      />
      {serverErrors.length > 0 ? (
        <ul role="alert" className="list-inside list-disc space-y-1 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {serverErrors.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
      ) : null}
      <SubmitButton size="lg" className="w-full" disabled={form.done} aria-busy={submitting}>
        {submitting ? (
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
        ) : null}
        {orderMessages.orderButton}
      </SubmitButton>
    </Form>
  )
}
