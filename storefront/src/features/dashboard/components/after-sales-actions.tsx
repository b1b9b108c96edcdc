import { useId, useState } from 'react'

import {
  afterSalesMessages,
  claimRemedyLabels,
  refusalReasonMaxLength,
  returnReceivedKinds,
  returnReceivedLabels,
} from '@shop/domain/after-sales'
import { claimRefusalBodySchema, dashboardMessages, type DashboardTicket } from '@shop/domain/dashboard'
import { formatShortDateTime } from '@shop/domain/dates'
import { formatCents } from '@shop/domain/money'

import { Button } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { inputClasses } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { showToast } from '../../../lib/toast-store'
import { useRecordReturnReceived, useRefundFromClaim, useRefuseClaim, useReplaceFromClaim } from '../api/handle-ticket'
import { formatDueDay } from '../utils/format'

const failure = (error: unknown) => (error instanceof ApiError ? error.message : dashboardMessages.loadFailed)

type Withdrawal = NonNullable<DashboardTicket['afterSales']['withdrawal']>
type Claim = NonNullable<DashboardTicket['afterSales']['claim']>

/** A withdrawal's dates, and « Colis reçu » / « Preuve d'envoi reçue »: the refund may wait until one of them (L221-24). */
export function WithdrawalReturn({ ticket, withdrawal }: { ticket: DashboardTicket; withdrawal: Withdrawal }) {
  const record = useRecordReturnReceived(ticket.id)
  const received = withdrawal.returnReceived
  return (
    <section aria-labelledby="withdrawal-return" className="space-y-2 rounded-lg border border-slate-200 p-3">
      <h3 id="withdrawal-return" className="font-semibold text-slate-900">
        Retour et remboursement
      </h3>
      <p>
        Articles à renvoyer au plus tard le {formatDueDay(withdrawal.returnBy)} ; remboursement dû au plus tard le{' '}
        {formatDueDay(withdrawal.refundDueBy)}.
      </p>
      {received ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          {returnReceivedLabels[received.kind]} le {formatShortDateTime(received.at)}
          {received.by ? ` (${received.by})` : ''}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-slate-600">Le remboursement peut attendre les articles ou la preuve de leur envoi :</p>
          {returnReceivedKinds.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant="secondary"
              disabled={record.isPending}
              onClick={() =>
                record.mutate(
                  { kind, expectedUpdatedAt: ticket.updatedAt },
                  {
                    onSuccess: () => showToast(afterSalesMessages.returnRecorded, { tone: 'success' }),
                    onError: (error) => showToast(failure(error), { tone: 'error' }),
                  },
                )
              }
            >
              {returnReceivedLabels[kind]}
            </Button>
          ))}
        </div>
      )}
    </section>
  )
}

function RemedyGiven({ remedy }: { remedy: NonNullable<Claim['remedy']> }) {
  const what =
    remedy.kind === 'replacement' && remedy.replacementOrder
      ? ` : commande ${remedy.replacementOrder.orderNumber}`
      : remedy.kind === 'refund' && remedy.refundCents !== null
        ? ` : ${formatCents(remedy.refundCents)}`
        : ''
  return (
    <div className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
      <p>
        Réclamation réglée — {claimRemedyLabels[remedy.kind]}
        {what}, le {formatShortDateTime(remedy.at)}
        {remedy.by ? ` par ${remedy.by}` : ''}.
      </p>
      {remedy.reason ? <p className="mt-1 whitespace-pre-line">Motif : {remedy.reason}</p> : null}
    </div>
  )
}

/** The units to replace or refund, per line of the claimed order: none chosen at first. */
type Settle = (lines: { line: string; quantity: number }[], kind: 'replacement' | 'refund') => void

function LinesChoice({ claim, busy, onSettled }: { claim: Claim; busy: boolean; onSettled: Settle }) {
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const id = useId()
  const chosen = claim.lines.flatMap((line) => {
    const quantity = quantities[line.id] ?? 0
    return quantity > 0 ? [{ line: line.id, quantity }] : []
  })
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-slate-800">Articles à remplacer ou rembourser</legend>
      <ul className="space-y-2">
        {claim.lines.map((line, index) => (
          <li key={line.id} className="flex flex-wrap items-center gap-3">
            <label htmlFor={`${id}-${index}`} className="min-w-0 flex-1">
              {line.productName} <span className="text-slate-600">(commandé : {line.quantity})</span>
            </label>
            <div className="w-24">
              <input
                id={`${id}-${index}`}
                type="number"
                min={0}
                max={line.quantity}
                value={quantities[line.id] ?? 0}
                onChange={(event) => setQuantities({ ...quantities, [line.id]: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })}
                className={inputClasses(false)}
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy || chosen.length === 0} onClick={() => onSettled(chosen, 'replacement')}>
          Expédier un remplacement gratuit
        </Button>
        <Button size="sm" variant="secondary" disabled={busy || chosen.length === 0} onClick={() => onSettled(chosen, 'refund')}>
          Rembourser les articles choisis
        </Button>
      </div>
    </fieldset>
  )
}

const refusalSchema = claimRefusalBodySchema.pick({ reason: true })

function Refusal({ ticket }: { ticket: DashboardTicket }) {
  const form = useZodForm(refusalSchema, { reason: '' })
  const refuse = useRefuseClaim(ticket.id)
  const send = async ({ reason }: { reason: string }) => {
    try {
      await refuse.mutateAsync({ reason, expectedUpdatedAt: ticket.updatedAt })
      showToast(afterSalesMessages.claimRefused, { tone: 'success' })
    } catch (error) {
      form.setNotice({ tone: 'error', text: failure(error) })
    }
  }
  return (
    <Form form={form} onSubmit={send} className="space-y-2">
      <TextAreaField
        label={`Motif du refus (envoyé par e-mail à ${ticket.email})`}
        name="reason"
        rows={3}
        maxLength={refusalReasonMaxLength}
      />
      <FormMessage notice={form.notice} />
      <SubmitButton busyLabel="Envoi...">Refuser la réclamation</SubmitButton>
    </Form>
  )
}

/**
 * A warranty claim's one remedy: a free replacement order or a refund of chosen units of the
 * claimed order, or a refusal with its reason; once given, what, when and by whom.
 */
export function ClaimRemedies({ ticket, claim }: { ticket: DashboardTicket; claim: Claim }) {
  const replace = useReplaceFromClaim(ticket.id)
  const refund = useRefundFromClaim(ticket.id)
  const settle: Settle = (lines, kind) => {
    const body = { lines, expectedUpdatedAt: ticket.updatedAt }
    const onError = (error: unknown) => showToast(failure(error), { tone: 'error' })
    if (kind === 'replacement') {
      replace.mutate(body, {
        onSuccess: (settled) =>
          showToast(afterSalesMessages.replacementCreated(settled.afterSales.claim?.remedy?.replacementOrder?.orderNumber ?? ''), {
            tone: 'success',
          }),
        onError,
      })
    } else {
      refund.mutate(body, { onSuccess: () => showToast(afterSalesMessages.claimRefunded, { tone: 'success' }), onError })
    }
  }
  return (
    <section aria-labelledby="claim-remedies" className="space-y-3 rounded-lg border border-slate-200 p-3">
      <h3 id="claim-remedies" className="font-semibold text-slate-900">
        Règlement de la réclamation
      </h3>
      {claim.remedy ? (
        <RemedyGiven remedy={claim.remedy} />
      ) : (
        <>
          <p>À régler au plus tard le {formatDueDay(claim.dueBy)} (5 jours ouvrés après l’étude de 48 h ouvrables).</p>
          {claim.lines.length > 0 ? (
            <LinesChoice claim={claim} busy={replace.isPending || refund.isPending} onSettled={settle} />
          ) : (
            <p className="text-slate-600">{afterSalesMessages.noClaimableUnits}</p>
          )}
          <Refusal ticket={ticket} />
        </>
      )}
    </section>
  )
}
