import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'

import { deliveryRefundedInFull } from '@shop/domain/after-sales'
import { formatDate, formatDateTime } from '@shop/domain/dates'
import { formatCents, toCents } from '@shop/domain/money'
import { orderMessages } from '@shop/domain/orders'
import { guestWithdrawalBodySchema, withdrawalMessages, type WithdrawalSummary } from '@shop/domain/withdrawal'
import { everyWithdrawableUnit, withdrawalCover, type WithdrawalChoice } from '@shop/domain/withdrawal-choice'

import { Button } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { OrderLookupFields } from '../../../components/ui/order-lookup-fields'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { useSession } from '../../../hooks/use-session'
import { ApiError } from '../../../lib/api-client'
import { useConfirmWithdrawal } from '../api/confirm-withdrawal'
import { useWithdrawalSummary } from '../api/get-withdrawal-summary'
import type { WithdrawalRequest } from '../api/withdrawal-request'
import { everyUnit, WithdrawalArticles, type ArticleChoice } from './withdrawal-articles'

const failureText = (error: unknown) => (error instanceof ApiError ? error.message : orderMessages.unexpected)

/**
 * The online withdrawal (Code de la consommation L221-21), in two steps: the order is named (by
 * its number and e-mail, or picked from /mes-commandes), its summary shown with 'Confirmer la
 * rétractation'; then the date and time the withdrawal was recorded, also sent by e-mail.
 */
export function OnlineWithdrawal({ orderId }: { orderId: string | null }) {
  const session = useSession()
  const [request, setRequest] = useState<WithdrawalRequest | null>(null)
  const [moreLeft, setMoreLeft] = useState(false)
  const summary = useWithdrawalSummary()
  const confirm = useConfirmWithdrawal()

  // From /mes-commandes: the signed-in customer's own order, summarised at once.
  const token = session.status === 'signed-in' ? session.token : null
  const fromOrders = useMemo(() => (token && orderId ? ({ kind: 'customer', token, orderId } as const) : null), [token, orderId])
  const summarise = summary.mutate
  const requested = useRef(false)
  useEffect(() => {
    if (!fromOrders || requested.current) return
    requested.current = true
    setRequest(fromOrders)
    summarise(fromOrders)
  }, [fromOrders, summarise])

  const startOver = () => {
    summary.reset()
    confirm.reset()
    setRequest(null)
  }

  // After a withdrawal from some articles, the others stay open to one: the summary, read again, lists what is left.
  const showRest = request
    ? () => {
        confirm.reset()
        summary.mutate(request)
      }
    : undefined
  if (confirm.data) {
    const { withdrawn_at: withdrawnAt, reference } = confirm.data
    return <WithdrawalRecorded withdrawnAt={withdrawnAt} reference={reference} onShowRest={moreLeft ? showRest : undefined} />
  }
  if (summary.data?.withdrawn && !summary.data.can_withdraw_more)
    return <WithdrawalRecorded withdrawnAt={summary.data.withdrawn.withdrawn_at} reference={summary.data.withdrawn.reference} />
  if (summary.data && request) {
    const after = summary.data.withdrawn?.reference ?? null
    return (
      <WithdrawalSummaryStep
        summary={summary.data}
        busy={confirm.isPending}
        error={confirm.isError ? failureText(confirm.error) : null}
        onConfirm={(lines, left) => {
          setMoreLeft(left)
          confirm.mutate({ ...request, lines, after })
        }}
        onCancel={startOver}
      />
    )
  }
  if ((fromOrders || (orderId && session.status === 'checking')) && !summary.isError) return <Spinner className="py-16" />
  return (
    <GuestOrderStep
      busy={summary.isPending}
      error={summary.isError ? failureText(summary.error) : null}
      defaultEmail={session.status === 'signed-in' ? (session.client?.email ?? '') : ''}
      onSubmit={(body) => {
        const guest = { kind: 'guest', ...body } as const
        setRequest(guest)
        summary.mutate(guest)
      }}
    />
  )
}

type GuestOrderStepProps = {
  busy: boolean
  error: string | null
  defaultEmail: string
  onSubmit: (body: { orderNumber: string; email: string }) => void
}

function GuestOrderStep({ busy, error, defaultEmail, onSubmit }: GuestOrderStepProps) {
  const form = useZodForm(guestWithdrawalBodySchema, { orderNumber: '', email: defaultEmail })
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-labelledby="withdrawal-order-title"
      className="rounded-2xl border border-slate-200 p-4 sm:p-6"
    >
      <h2 id="withdrawal-order-title" className="text-lg font-semibold text-slate-900">
        1. Votre commande
      </h2>
      <p className="mt-1 text-sm text-slate-600">Le numéro figure dans l'e-mail de confirmation de votre commande.</p>
      <OrderLookupFields />
      <FormMessage notice={error ? { tone: 'error', text: error } : null} className="mt-4" />
      {/* The page asks for the summary: its request, not the form, is what is busy. */}
      <SubmitButton className="mt-4" disabled={busy} aria-busy={busy}>
        {busy ? 'Recherche…' : 'Continuer'}
      </SubmitButton>
    </Form>
  )
}

type SummaryStepProps = {
  summary: WithdrawalSummary
  busy: boolean
  error: string | null
  /** The articles chosen, and whether others will be left to withdraw from afterwards. */
  onConfirm: (lines: WithdrawalChoice, moreLeft: boolean) => void
  onCancel: () => void
}

const units = (choice: WithdrawalChoice) => choice.reduce((sum, line) => sum + line.quantity, 0)

function WithdrawalSummaryStep({ summary, busy, error, onConfirm, onCancel }: SummaryStepProps) {
  const [choice, setChoice] = useState<ArticleChoice>(() => everyUnit(summary.items))
  const chosen: WithdrawalChoice = Object.entries(choice).flatMap(([id, quantity]) => (quantity > 0 ? [{ id, quantity }] : []))
  const lines = summary.items.map((item) => ({ ...item, paidCents: toCents(item.paid_amount) }))
  const cover = withdrawalCover(lines, chosen)
  return (
    <section aria-labelledby="withdrawal-summary-title" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
      <h2 id="withdrawal-summary-title" className="text-lg font-semibold text-slate-900">
        2. Récapitulatif de la rétractation
      </h2>
      {summary.withdrawn ? (
        <p className="mt-2 text-sm text-slate-700">
          Rétractation {summary.withdrawn.reference} enregistrée le {formatDateTime(summary.withdrawn.withdrawn_at)}. Vous pouvez encore
          vous rétracter des articles restants ci-dessous.
        </p>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Commande</dt>
        <dd className="break-all">{summary.order_number}</dd>
        <dt className="font-medium text-slate-900">Passée le</dt>
        <dd>{formatDate(summary.ordered_at)}</dd>
        <dt className="font-medium text-slate-900">Total</dt>
        <dd>{formatCents(toCents(summary.total_amount))}</dd>
        <dt className="font-medium text-slate-900">Délai</dt>
        <dd>
          {summary.withdrawal_deadline
            ? `Jusqu'au ${formatDate(summary.withdrawal_deadline)} inclus`
            : 'Commande pas encore livrée : 14 jours à compter de sa réception'}
        </dd>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Articles dont vous vous rétractez</h3>
      <WithdrawalArticles items={summary.items} choice={choice} onChange={setChoice} disabled={busy} />
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {cover.ok
          ? cover.wholeOrder
            ? `Remboursement : ${formatCents(cover.refundCents)} pour les articles, plus les frais de livraison initiaux (${deliveryRefundedInFull}).`
            : `Remboursement : ${formatCents(cover.refundCents)} pour les articles cochés. Les frais de livraison, communs à toute la commande, ne sont remboursés qu'en cas de rétractation de toute la commande.`
          : cover.error}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        En confirmant, vous vous rétractez du contrat pour les articles cochés. Vous recevrez un accusé de réception par e-mail indiquant la
        date et l'heure de votre rétractation, puis les instructions de retour.
      </p>
      <FormMessage notice={error ? { tone: 'error', text: error } : null} className="mt-4" />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => onConfirm(chosen, units(chosen) < units(everyWithdrawableUnit(lines)))} disabled={busy || !cover.ok}>
          {busy ? 'Envoi en cours...' : withdrawalMessages.confirmButton}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Annuler
        </Button>
      </div>
    </section>
  )
}

type RecordedProps = { withdrawnAt: string; reference: string; onShowRest?: (() => void) | undefined }

function WithdrawalRecorded({ withdrawnAt, reference, onShowRest }: RecordedProps) {
  return (
    <section role="status" aria-labelledby="withdrawal-done-title" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
      <h2 id="withdrawal-done-title" className="text-lg font-semibold text-emerald-900">
        Rétractation enregistrée le {formatDateTime(withdrawnAt)}
      </h2>
      <p className="mt-2 text-emerald-900">{withdrawalMessages.confirmed}</p>
      <p className="mt-2 text-sm text-emerald-900">Référence : {reference}</p>
      <p className="mt-2 text-sm text-emerald-900">Une question ? Répondez à l'accusé de réception reçu par e-mail.</p>
      {onShowRest ? (
        <Button variant="secondary" className="mt-4" onClick={onShowRest}>
          Me rétracter d'autres articles de la commande
        </Button>
      ) : null}
      <Link to={paths.home} className="mt-4 block font-semibold text-brand-800 underline">
        Retour à l'accueil
      </Link>
    </section>
  )
}
