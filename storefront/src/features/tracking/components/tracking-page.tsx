import { useState } from 'react'

import { orderLookupSchema, orderMessages, type OrderLookup } from '@shop/domain/orders'
import { replyDelayText } from '@shop/domain/shop-promises'

import { Button } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { OrderLookupFields } from '../../../components/ui/order-lookup-fields'
import { Spinner } from '../../../components/ui/spinner'
import { useSession } from '../../../hooks/use-session'
import { ApiError } from '../../../lib/api-client'
import { useLinkedOrder, useTrackOrder, type TrackingLink } from '../api/track-order'
import { SupportModal } from './support-modal'
import { TrackedOrderDetails } from './tracked-order-details'

type TrackingPageProps = {
  initialOrderNumber: string
  link: TrackingLink | null
  /** The settings' reply delay; undefined while they load. */
  emailReplyDelay: string | undefined
}

/**
 * /suivi (spec catalogue-and-content §2, §4): an order found by its number and the e-mail used to
 * buy it, without signing in; idle, loading, then found or not found. A link naming the order
 * (the confirmation e-mail's, or /mes-commandes' for a signed-in customer) opens it at once; the
 * form stays for everything else.
 */
export function TrackingPage({ initialOrderNumber, link, emailReplyDelay }: TrackingPageProps) {
  // Kept while the form is hidden behind an answer: 'Réessayer' brings it back as it was left.
  const form = useZodForm(orderLookupSchema, { orderNumber: link?.orderNumber ?? initialOrderNumber, email: '' })
  const { notice, setNotice } = form
  const [supportOpen, setSupportOpen] = useState(false)
  // Once the visitor turns to the form, the link's answer is no longer what the page shows.
  const [searching, setSearching] = useState(false)
  const tracking = useTrackOrder()
  const session = useSession()
  const linked = useLinkedOrder(searching ? null : link, session.status === 'signed-in' ? session.token : undefined)
  const opening = !searching && link !== null && (linked.isLoading || (link.key === null && session.status === 'checking'))
  const order = linked.data !== undefined ? linked.data : tracking.data
  const linkFailure = linked.error ? { tone: 'error' as const, text: linked.error.message } : null

  const submit = async (query: OrderLookup) => {
    try {
      await tracking.mutateAsync(query)
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : orderMessages.unexpected })
    }
  }
  const retry = () => {
    setSearching(true)
    tracking.reset()
  }
  const startOver = () => {
    retry()
    setNotice(null)
    form.reset({ orderNumber: '', email: '' })
  }

  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        {opening ? (
          <Spinner label="Recherche de votre commande…" />
        ) : order ? (
          <>
            <TrackedOrderDetails order={order} />
            <Button variant="secondary" className="mt-6 w-full sm:w-auto" onClick={startOver}>
              Suivre une autre commande
            </Button>
          </>
        ) : order === null ? (
          <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center sm:p-10">
            <h2 className="text-xl font-semibold text-slate-900">{orderMessages.orderNotFound}</h2>
            <p className="mt-2 text-slate-700">{orderMessages.trackingNotFound}</p>
            <Button className="mt-6" onClick={retry}>
              Réessayer
            </Button>
          </div>
        ) : (
          <Form
            form={form}
            onSubmit={submit}
            aria-labelledby="tracking-form-title"
            className="rounded-2xl border border-slate-200 p-4 sm:p-6"
          >
            <h2 id="tracking-form-title" className="text-lg font-semibold text-slate-900">
              Rechercher ma commande
            </h2>
            <OrderLookupFields />
            <FormMessage className="mt-4" notice={notice ?? linkFailure} />
            <SubmitButton className="mt-4 w-full sm:w-auto" busyLabel="Recherche en cours...">
              Suivre ma commande
            </SubmitButton>
            {form.busy ? <Spinner className="mt-4 justify-start" label="Recherche de votre commande…" /> : null}
          </Form>
        )}
        <div className="mt-10 rounded-2xl bg-slate-50 p-6 text-center">
          <p className="font-semibold text-slate-900">Une question sur votre commande ?</p>
          {emailReplyDelay ? (
            <p className="mt-1 text-sm text-slate-600">Notre équipe vous répond {replyDelayText(emailReplyDelay)}.</p>
          ) : null}
          <Button variant="secondary" className="mt-4" onClick={() => setSupportOpen(true)}>
            Contacter le support
          </Button>
        </div>
      </div>
      {supportOpen ? (
        <SupportModal
          initial={{ email: form.getValues('email'), orderNumber: order?.order_number ?? form.getValues('orderNumber') }}
          onClose={() => setSupportOpen(false)}
        />
      ) : null}
    </Container>
  )
}
