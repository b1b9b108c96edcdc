import { dashboardMessages, ticketReplyBodySchema, ticketReplyMaxLength, type DashboardTicket } from '@shop/domain/dashboard'
import { formatShortDateTime } from '@shop/domain/dates'
import { formatCents } from '@shop/domain/money'
import { ticketPriorities, ticketPriorityLabels, ticketSourceLabels, ticketStatusLabels, type TicketSource } from '@shop/domain/tickets'

import { Button } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { Modal } from '../../../components/ui/modal'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { ApiError } from '../../../lib/api-client'
import { showToast } from '../../../lib/toast-store'
import { useTicket } from '../api/get-ticket'
import { useRefundWithdrawal, useReplyToTicket, useUpdateTicket } from '../api/handle-ticket'
import { ClaimRemedies, WithdrawalReturn } from './after-sales-actions'
import { FilterSelect } from './list-controls'
import { PrivateImage } from './private-image'

const failure = (error: unknown) => (error instanceof ApiError ? error.message : dashboardMessages.loadFailed)

/** The form holds the reply alone: the ticket's `updatedAt` goes with it as it is when sent (a priority change moves it). */
const replySchema = ticketReplyBodySchema.pick({ message: true })

function ReplyForm({ ticket }: { ticket: DashboardTicket }) {
  const form = useZodForm(replySchema, { message: '' })
  const reply = useReplyToTicket(ticket.id)
  const send = async ({ message }: { message: string }) => {
    try {
      await reply.mutateAsync({ message, expectedUpdatedAt: ticket.updatedAt })
      form.reset()
      showToast(dashboardMessages.replySent, { tone: 'success' })
    } catch (error) {
      form.setNotice({ tone: 'error', text: failure(error) })
    }
  }
  // A refusal clears as soon as the reply is edited.
  const edit = () => {
    form.setNotice(null)
    form.clearErrors()
  }
  return (
    <Form form={form} onSubmit={send} onChange={edit} className="space-y-2">
      <TextAreaField
        label={`Réponse au client (envoyée par e-mail à ${ticket.email})`}
        name="message"
        rows={5}
        maxLength={ticketReplyMaxLength}
      />
      <FormMessage notice={form.notice} />
      <SubmitButton busyLabel="Envoi...">Répondre</SubmitButton>
    </Form>
  )
}

/** A withdrawal from part of an order: refunded from here, once, with its credit note; the whole order's goes through its status. */
function WithdrawalRefund({ ticket, refund }: { ticket: DashboardTicket; refund: NonNullable<DashboardTicket['partialWithdrawal']> }) {
  const refundWithdrawal = useRefundWithdrawal(ticket.id)
  if (refund.refundedAt) {
    return (
      <p className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
        Rétractation remboursée le {formatShortDateTime(refund.refundedAt)} : {formatCents(refund.refundCents)}
      </p>
    )
  }
  const send = () =>
    refundWithdrawal.mutate(
      { expectedUpdatedAt: ticket.updatedAt },
      {
        onSuccess: () => showToast(dashboardMessages.withdrawalRefunded, { tone: 'success' }),
        onError: (error) => showToast(failure(error), { tone: 'error' }),
      },
    )
  return (
    <Button size="sm" onClick={send} disabled={refundWithdrawal.isPending} aria-busy={refundWithdrawal.isPending}>
      {refundWithdrawal.isPending ? 'Remboursement…' : `Rembourser la rétractation (${formatCents(refund.refundCents)})`}
    </Button>
  )
}

const messageLooks: Record<DashboardTicket['replies'][number]['author'], { title: string; box: string }> = {
  customer: { title: 'Réponse du client', box: 'mr-8 rounded-lg border border-slate-300 bg-white p-3' },
  unverified: { title: 'Expéditeur non vérifié', box: 'mr-8 rounded-lg border border-amber-400 bg-amber-50 p-3' },
  staff: { title: 'Réponse envoyée', box: 'ml-8 rounded-lg bg-brand-50 p-3' },
}

/**
 * One message of the thread: an e-mail received stands apart from staff's replies, one from
 * another address than the ticket's is marked so, and each shows what the receiving mail server
 * found of its sender, for staff to judge who wrote it.
 */
function ThreadMessage({ reply }: { reply: DashboardTicket['replies'][number] }) {
  const looks = messageLooks[reply.author]
  return (
    <li className={looks.box}>
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{looks.title}</span>
        {` · ${formatShortDateTime(reply.at)}`}
        {reply.by ? ` · ${reply.by}` : ''}
      </p>
      <p className="mt-1 whitespace-pre-line">{reply.message}</p>
      {reply.authenticationResults ? (
        <p className="mt-2 break-all text-xs text-slate-600">
          <span className="font-semibold">Authentication-Results :</span> {reply.authenticationResults}
        </p>
      ) : null}
    </li>
  )
}

function TicketBody({ ticket }: { ticket: DashboardTicket }) {
  const update = useUpdateTicket(ticket.id)
  const change = (body: { status?: DashboardTicket['status']; priority?: DashboardTicket['priority'] }) =>
    update.mutate(
      { ...body, expectedUpdatedAt: ticket.updatedAt },
      {
        onSuccess: () => showToast(dashboardMessages.statusSaved, { tone: 'success' }),
        onError: (error) => showToast(failure(error), { tone: 'error' }),
      },
    )
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        <p className="rounded-full bg-slate-100 px-3 py-1 font-semibold">{ticketStatusLabels[ticket.status]}</p>
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending || ticket.status === 'resolved'}
          onClick={() => change({ status: 'resolved' })}
        >
          Résoudre
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending || ticket.status === 'closed'}
          onClick={() => change({ status: 'closed' })}
        >
          Fermer
        </Button>
        <FilterSelect
          label="Priorité"
          value={ticket.priority}
          options={ticketPriorities.map((priority) => ({ value: priority, label: ticketPriorityLabels[priority] }))}
          onChange={(priority) => change({ priority: priority as DashboardTicket['priority'] })}
        />
      </div>
      <section aria-label="Expéditeur">
        <p>
          <span className="font-semibold">{ticket.name}</span> · {ticket.email}
          {ticket.phone ? ` · ${ticket.phone}` : ''}
        </p>
        <p className="text-slate-600">
          {ticketSourceLabels[ticket.source as TicketSource] ?? ticket.source}, le {formatShortDateTime(ticket.createdAt)}
        </p>
        <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {ticket.fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-semibold text-slate-700">{field.label}</dt>
              <dd className="whitespace-pre-line text-slate-900">{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {ticket.afterSales.withdrawal ? <WithdrawalReturn ticket={ticket} withdrawal={ticket.afterSales.withdrawal} /> : null}
      {ticket.partialWithdrawal ? <WithdrawalRefund ticket={ticket} refund={ticket.partialWithdrawal} /> : null}
      {ticket.afterSales.claim ? <ClaimRemedies ticket={ticket} claim={ticket.afterSales.claim} /> : null}
      {ticket.photoIds.length > 0 ? (
        <section>
          <h3 className="font-semibold text-slate-900">Photos</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {ticket.photoIds.map((photoId, index) => (
              <PrivateImage
                key={photoId}
                path={`/api/dashboard/photos/claim/${photoId}`}
                alt={`Photo ${index + 1} de la demande ${ticket.reference}`}
              />
            ))}
          </div>
        </section>
      ) : null}
      <section>
        <h3 className="font-semibold text-slate-900">Échanges</h3>
        {ticket.replies.length === 0 ? (
          <p className="mt-1 text-slate-600">Aucune réponse pour l'instant.</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {ticket.replies.map((reply, index) => (
              <ThreadMessage key={index} reply={reply} />
            ))}
          </ol>
        )}
      </section>
      <ReplyForm ticket={ticket} />
    </div>
  )
}

export function TicketDetail({ id, reference, onClose }: { id: number; reference: string; onClose: () => void }) {
  const ticket = useTicket(id)
  return (
    <Modal title={`Demande ${reference}`} onClose={onClose} placement="wide">
      {ticket.isPending ? (
        <Spinner />
      ) : ticket.isError ? (
        <QueryError error={ticket.error} onRetry={() => void ticket.refetch()} />
      ) : (
        <TicketBody ticket={ticket.data} />
      )}
    </Modal>
  )
}
