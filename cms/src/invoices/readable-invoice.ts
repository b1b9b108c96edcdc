import type { PayloadRequest } from 'payload'

import { authMessages } from '@shop/domain/auth'
import { invoiceMessages } from '@shop/domain/invoices'

import { staffRole } from '../access/roles.ts'
import { bearerToken, findActiveSession } from '../auth/sessions.ts'
import { HttpError } from '../http/http-error.ts'
import { relationId } from '../lib/relation-id.ts'
import type { Invoice } from '../payload-types.ts'

/**
 * The invoice a caller may download: admins any, a signed-in customer those of their own orders.
 * Someone else's invoice does not exist, as far as a customer can tell; a session that has ended
 * is a 401, so that the storefront signs its customer out as everywhere else.
 */
export async function findReadableInvoice(req: PayloadRequest, id: string): Promise<Invoice> {
  const { payload } = req
  const notFound = new HttpError(404, invoiceMessages.invoiceNotFound)
  if (!/^\d{1,12}$/.test(id)) throw notFound
  const invoice = await payload.findByID({ collection: 'invoices', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
  if (!invoice) throw notFound
  if (staffRole(req) === 'admin') return invoice

  const token = bearerToken(req.headers)
  if (!token) throw notFound
  const session = await findActiveSession({ payload }, token)
  if (!session) throw new HttpError(401, authMessages.sessionInvalid)
  const orderId = relationId(invoice.order)
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    select: { customer: true },
  })
  const ownerId = relationId(order.customer)
  if (ownerId !== session.customer.id) throw notFound
  return invoice
}
