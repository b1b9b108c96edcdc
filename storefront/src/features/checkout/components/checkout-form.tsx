import { useEffect, useId, useState, type ChangeEvent } from 'react'
import { Link } from 'react-router'

import { toCartLine } from '@shop/domain/cart'
import { checkoutFormSchema, notesMaxLength, orderMessages } from '@shop/domain/orders'

import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { TextField } from '../../../components/ui/text-field'
import { paths } from '../../../config/paths'
import { useFormSubmission } from '../../../hooks/use-form-submission'
import { useSession } from '../../../hooks/use-session'
import type { CartItem } from '../../../stores/cart-store'
import { useCheckoutProfile } from '../api/get-checkout-profile'
import { useCreatePayment } from '../api/create-payment'
import { useValidateOrderForm } from '../api/validate-order-form'
import { checkoutErrors } from '../utils/checkout-errors'

type CustomerFields = { name: string; email: string; phone: string; address: string; city: string; postalCode: string }

const emptyFields: CustomerFields = { name: '', email: '', phone: '', address: '', city: '', postalCode: '' }

/**
 * The order form of /commande (spec core §3-§5), prefilled from the profile of a signed-in
 * customer; an anonymous visitor orders too (no login needed).
 */
export function CheckoutForm({ items }: { items: readonly CartItem[] }) {
  const session = useSession()
  if (session.status === 'checking') return <Spinner className="py-16" />
  if (session.status !== 'signed-in') return <OrderForm items={items} initial={emptyFields} />
  const { client, token } = session
  // The token still makes the order the customer's when the browser lost the client record.
  if (!client) return <OrderForm items={items} initial={emptyFields} token={token} />
  return <SignedInCheckoutForm items={items} token={token} clientId={client.id} fallback={{ name: client.name, email: client.email }} />
}

type SignedInProps = { items: readonly CartItem[]; token: string; clientId: string; fallback: Pick<CustomerFields, 'name' | 'email'> }

/** Without a stored profile the session's name and e-mail are a start: the form stays usable. */
function SignedInCheckoutForm({ items, token, clientId, fallback }: SignedInProps) {
  const profile = useCheckoutProfile(token, clientId)
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
  return <OrderForm items={items} initial={initial} token={token} />
}

type OrderFormProps = { items: readonly CartItem[]; initial: CustomerFields; token?: string }

function OrderForm({ items, initial, token }: OrderFormProps) {
  const [form, setForm] = useState({ ...initial, notes: '', termsAccepted: false })
  const [serverErrors, setServerErrors] = useState<string[]>([])
  const { errors, busy, done, setDone, handle } = useFormSubmission(checkoutFormSchema)
  const validate = useValidateOrderForm()
  const createPayment = useCreatePayment(token)
  const id = useId()
  const submitting = busy || done

  // Back from the payment page, the browser may show this page as it was left: busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setDone(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [setDone])

  const change = (name: keyof typeof form) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : event.target.value
    setForm((current) => ({ ...current, [name]: value }))
    setServerErrors([])
  }
  const field = (name: keyof CustomerFields) => ({
    name,
    value: form[name],
    onChange: change(name),
    error: errors[name],
    required: name !== 'phone',
  })

  const submit = handle(form, async ({ termsAccepted, ...customerInfo }) => {
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
        termsAccepted,
        successUrl: `${window.location.origin}${paths.success}`,
        cancelUrl: `${window.location.origin}${paths.checkout}`,
      })
      setDone(true)
      window.location.assign(url)
    } catch (error) {
      setServerErrors(checkoutErrors(error, orderMessages.checkoutFailed))
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Vos coordonnées
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nom complet" autoComplete="name" className="sm:col-span-2" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Téléphone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Adresse" autoComplete="street-address" className="sm:col-span-2" {...field('address')} />
        <TextField label="Ville" autoComplete="address-level2" {...field('city')} />
        <TextField label="Code postal" autoComplete="postal-code" inputMode="numeric" {...field('postalCode')} />
        <TextAreaField
          label="Notes de commande"
          name="notes"
          className="sm:col-span-2"
          placeholder="Instructions de livraison, digicode…"
          value={form.notes}
          onChange={change('notes')}
          error={errors.notes}
          maxCount={notesMaxLength}
        />
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-terms`}
            name="termsAccepted"
            type="checkbox"
            checked={form.termsAccepted}
            onChange={change('termsAccepted')}
            required
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? `${id}-terms-error` : undefined}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <label htmlFor={`${id}-terms`} className="text-sm text-slate-800">
            J'ai lu et j'accepte les{' '}
            <Link to={paths.terms} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              conditions générales de vente
            </Link>{' '}
            et les{' '}
            <Link to={paths.withdrawal} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              conditions de rétractation
            </Link>
          </label>
        </div>
        {errors.termsAccepted ? (
          <p id={`${id}-terms-error`} className="mt-1 text-sm text-red-700">
            {errors.termsAccepted}
          </p>
        ) : null}
      </div>
      {serverErrors.length > 0 ? (
        <ul role="alert" className="list-inside list-disc space-y-1 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {serverErrors.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
        {submitting ? (
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
        ) : null}
        {orderMessages.orderButton}
      </Button>
      <p className="text-center text-xs text-slate-600">Paiement sécurisé par carte sur la page de notre prestataire de paiement.</p>
    </form>
  )
}
