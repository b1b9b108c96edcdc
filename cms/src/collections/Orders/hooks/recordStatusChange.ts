import type { CollectionBeforeChangeHook } from 'payload'

import type { Order } from '../../../payload-types.ts'

/** The `context` key by which server code adds an event to the history (a withdrawal) without changing the status. */
export const historyNoteContextKey = 'orderHistoryNote'

const historyByContextKey = 'orderHistoryBy'

/**
 * The `context` that names who made a change when server code makes it for someone (an
 * administrator in the dashboard): the status is sealed to requests, so no request's user ever
 * moves it; server code says who did.
 */
export function historyBy(email: string | undefined): Record<string, string> {
  return email ? { [historyByContextKey]: email } : {}
}

/**
 * Every status an order takes is added to its history, whoever sets it (the checkout, the payment
 * confirmation, a cancellation, administrators in the dashboard): /suivi's timeline is read from
 * it. The history is rebuilt here from the stored one on every write, so that no request can
 * rewrite it. An event given by server code in `context` (a withdrawal) is recorded with the
 * current status and its note.
 */
export const recordStatusChange: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, context }) => {
  const history = operation === 'create' ? [] : (originalDoc?.statusHistory ?? [])
  const status = data.status ?? originalDoc?.status
  const previous = operation === 'create' ? undefined : originalDoc?.status
  const note = typeof context[historyNoteContextKey] === 'string' ? context[historyNoteContextKey] : null
  if (!status || (status === previous && !note)) return { ...data, statusHistory: history }
  const by = typeof context[historyByContextKey] === 'string' ? context[historyByContextKey] : null
  return { ...data, statusHistory: [...history, { status, at: new Date().toISOString(), by, note }] }
}
