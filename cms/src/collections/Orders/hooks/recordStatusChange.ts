import type { CollectionBeforeChangeHook } from 'payload'

import type { Order } from '../../../payload-types.ts'

/**
 * Every status an order takes is added to its history, whoever sets it (the checkout, the payment
 * confirmation, a cancellation, staff in the admin): /suivi's timeline is read from it. The history
 * is rebuilt here from the stored one on every write, so that no request can rewrite it.
 */
export const recordStatusChange: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req }) => {
  const history = operation === 'create' ? [] : (originalDoc?.statusHistory ?? [])
  const status = data.status ?? originalDoc?.status
  const previous = operation === 'create' ? undefined : originalDoc?.status
  if (!status || status === previous) return { ...data, statusHistory: history }
  const by = req.user ? String(req.user.email) : null
  return { ...data, statusHistory: [...history, { status, at: new Date().toISOString(), by }] }
}
