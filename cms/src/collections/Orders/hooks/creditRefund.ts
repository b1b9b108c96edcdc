import type { CollectionAfterChangeHook } from 'payload'

import { staffRole } from '../../../access/roles.ts'
import { issueCreditNote } from '../../../invoices/issue-invoice.ts'
import type { Order } from '../../../payload-types.ts'

/**
 * Staff who move an order to 'refunded' in the admin get its credit note in the same transaction:
 * the status is not saved without it. The shop's own refunds (a customer's cancellation) issue it
 * after their commit instead (orders/order-notifications.ts), so that a refund already made on the
 * payment side is never rolled back by a failed credit note.
 */
export const creditRefund: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || staffRole(req) === null) return doc
  if (doc.status !== 'refunded' || previousDoc?.status === 'refunded') return doc
  await issueCreditNote(req.payload, doc.id, req)
  return doc
}
