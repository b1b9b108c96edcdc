import { useMutation, useQueryClient } from '@tanstack/react-query'

import {
  dashboardTicketAnswerSchema,
  dashboardTicketSchema,
  replacementAnswerSchema,
  type ClaimLinesBody,
  type ClaimRefusalBody,
  type DashboardTicket,
  type ReturnReceivedBody,
  type TicketReplyBody,
  type TicketUpdateBody,
  type WithdrawalRefundBody,
} from '@shop/domain/dashboard'

import { ApiError, apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'
import { ticketQueryOptions } from './get-ticket'

/** A refused change (409) carries the ticket as it now is: the page shows that one. */
class TicketConflict extends ApiError {
  readonly ticket: DashboardTicket

  constructor(error: ApiError, ticket: DashboardTicket) {
    super(error.status, error.message, { details: error.details, fromServer: true })
    this.ticket = ticket
  }
}

/** The ticket of an answer, parsed with its whole answer's schema (a replacement's carries its order too). */
async function ticketAnswer(
  call: Promise<unknown>,
  schema: typeof dashboardTicketAnswerSchema | typeof replacementAnswerSchema = dashboardTicketAnswerSchema,
): Promise<DashboardTicket> {
  try {
    const parsed = schema.safeParse(await call)
    if (!parsed.success) throw invalidResponse()
    return parsed.data.ticket
  } catch (error) {
    const fresh = error instanceof ApiError && error.status === 409 ? dashboardTicketSchema.safeParse(error.body?.ticket) : null
    if (error instanceof ApiError && fresh?.success) throw new TicketConflict(error, fresh.data)
    throw error
  }
}

/** Répondre: the customer gets the e-mail, the thread gets the reply. */
const replyToTicket = (id: number, body: TicketReplyBody) =>
  ticketAnswer(apiClient.post(`/api/dashboard/tickets/${id}/reply`, body, withAdminToken()))

/** Résoudre, Fermer, or a new priority. */
const updateTicket = (id: number, body: TicketUpdateBody) =>
  ticketAnswer(apiClient.patch(`/api/dashboard/tickets/${id}`, body, withAdminToken()))

/** Rembourser la rétractation: a withdrawal from part of the order, refunded with its credit note. */
const refundWithdrawal = (id: number, body: WithdrawalRefundBody) =>
  ticketAnswer(apiClient.post(`/api/dashboard/tickets/${id}/refund`, body, withAdminToken()))

/** Colis reçu / Preuve d'envoi reçue, on a withdrawal. */
const recordReturnReceived = (id: number, body: ReturnReceivedBody) =>
  ticketAnswer(apiClient.post(`/api/dashboard/tickets/${id}/return-received`, body, withAdminToken()))

/** A warranty claim settled by a free replacement order: the ticket names it. */
const replaceFromClaim = (id: number, body: ClaimLinesBody) =>
  ticketAnswer(apiClient.post(`/api/dashboard/tickets/${id}/replacement`, body, withAdminToken()), replacementAnswerSchema)

/** A warranty claim settled by refunding articles of its order, with a credit note. */
const refundFromClaim = (id: number, body: ClaimLinesBody) =>
  ticketAnswer(apiClient.post(`/api/dashboard/tickets/${id}/claim-refund`, body, withAdminToken()))

/** A warranty claim refused, the reason e-mailed to the customer. */
const refuseClaim = (id: number, body: ClaimRefusalBody) =>
  ticketAnswer(apiClient.post(`/api/dashboard/tickets/${id}/refusal`, body, withAdminToken()))

function useTicketMutation<Body>(id: number, send: (id: number, body: Body) => Promise<DashboardTicket>) {
  const queryClient = useQueryClient()
  const refresh = (ticket: DashboardTicket) => {
    queryClient.setQueryData(ticketQueryOptions(id).queryKey, ticket)
    void queryClient.invalidateQueries({
      queryKey: ['dashboard'],
      predicate: (query) => query.queryKey[1] !== 'ticket' && query.queryKey[1] !== 'verify',
    })
  }
  return useMutation({
    mutationFn: (body: Body) => send(id, body),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof TicketConflict) refresh(error.ticket)
    },
  })
}

export const useReplyToTicket = (id: number) => useTicketMutation(id, replyToTicket)
export const useUpdateTicket = (id: number) => useTicketMutation(id, updateTicket)
export const useRefundWithdrawal = (id: number) => useTicketMutation(id, refundWithdrawal)
export const useRecordReturnReceived = (id: number) => useTicketMutation(id, recordReturnReceived)
export const useReplaceFromClaim = (id: number) => useTicketMutation(id, replaceFromClaim)
export const useRefundFromClaim = (id: number) => useTicketMutation(id, refundFromClaim)
export const useRefuseClaim = (id: number) => useTicketMutation(id, refuseClaim)
