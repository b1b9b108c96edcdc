import type { PayloadRequest, Where } from 'payload'

import { authMessages } from '@shop/domain/auth'
import { invoiceMessages } from '@shop/domain/invoices'
import { isRowId } from '@shop/domain/row-id'

import { staffRole } from '../access/roles.ts'
import { bearerToken, findActiveSession } from '../auth/sessions.ts'
import { HttpError } from '../http/http-error.ts'
import type { Invoice } from '../payload-types.ts'

const notFound = () => new HttpError(404, invoiceMessages.invoiceNotFound)

/**
 * Which invoices the caller reads, worked out before any invoice is looked up: admins all (null),
 * a signed-in customer those of their own orders. Without a session every id gets the same 404,
 * and with one that has ended the same 401 (the storefront then signs its customer out, as
 * everywhere else): nothing tells an existing id from a missing one.
 */
async function readableBy(req: PayloadRequest): Promise<Where | null> {
  if (staffRole(req) === 'admin') return null
  const token = bearerToken(req.headers)
  if (!token) throw notFound()
  const session = await findActiveSession({ payload: req.payload }, token)
  if (!session) throw new HttpError(401, authMessages.sessionInvalid)
  return { 'order.customer': { equals: session.customer.id } }
}

/**
 * The invoice a caller may download. For a customer, a missing invoice and someone else's are
 * the same 404, found by the same single query.
 */
export async function findReadableInvoice(req: PayloadRequest, id: string): Promise<Invoice> {
  const readable = await readableBy(req)
  if (!isRowId(id)) throw notFound()
  const { docs } = await req.payload.find({
    collection: 'invoices',
    where: { and: [{ id: { equals: Number(id) } }, ...(readable ? [readable] : [])] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const invoice = docs[0]
  if (!invoice) throw notFound()
  return invoice
}
