import { pipeline } from 'node:stream/promises'

import { type Request, type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'
import * as z from 'zod'

import {
  analyticsQuerySchema,
  claimLinesBodySchema,
  claimRefusalBodySchema,
  customersQuerySchema,
  dashboardMessages,
  exportTabs,
  orderStatusBodySchema,
  ordersQuerySchema,
  returnReceivedBodySchema,
  ticketReplyBodySchema,
  ticketsQuerySchema,
  ticketUpdateBodySchema,
  withdrawalRefundBodySchema,
} from '@shop/domain/dashboard'
import { accountingMessages, fecQuerySchema, vatQuerySchema } from '@shop/domain/accounting'
import { afterSalesMessages } from '@shop/domain/after-sales'
import { emailSchema } from '@shop/domain/email'
import { reviewMessages, reviewRemovalBodySchema } from '@shop/domain/reviews'
import { maxRowId } from '@shop/domain/row-id'

import { analyticsReport } from './analytics/analytics-report.ts'
import { sendFec } from './accounting/fec-file.ts'
import { vatColumns, vatFileName, vatSummary } from './accounting/vat-summary.ts'
import { requireAdmin } from './auth/require-admin.ts'
import { streamCsv } from './export/csv-response.ts'
import { exportTab } from './export/export-tab.ts'
import { invoicePdf, photoKinds, privatePhoto, type PhotoKind } from './files/private-files.ts'
import { customerWithHistory, listCustomers } from './lists/customers-list.ts'
import { listOrders } from './lists/orders-list.ts'
import { listTickets } from './lists/tickets-list.ts'
import { changeOrderStatus } from './orders/change-order-status.ts'
import { dashboardOrder } from './orders/dashboard-order.ts'
import { cachedOverview } from './overview/overview-cache.ts'
import { dashboardTicket } from './tickets/dashboard-ticket.ts'
import { recordReturnReceived, replyToTicket, updateTicket } from './tickets/handle-ticket.ts'
import { refundPartialWithdrawal } from './tickets/refund-withdrawal.ts'
import { refundFromClaim, refuseClaim, replaceFromClaim } from './tickets/settle-claim.ts'
import { bodyOf, paramsOf, queryOf } from '../http/express-body.ts'
import { HttpError } from '../http/http-error.ts'
import { removeReview } from './orders/remove-review.ts'
import { jsonBody } from '../http/body-readers.ts'

const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(maxRowId) })
const customerQuerySchema = z.object({ email: emailSchema })

/** A numeric `:id`, or the 404 of the thing it would name. */
function idOf(req: Request, notFound: string): number {
  return paramsOf(req, idParamsSchema, notFound, { plain: true, status: 404 }).id
}

type Handler = (payload: Payload, req: Request, admin: Awaited<ReturnType<typeof requireAdmin>>) => Promise<unknown>

/**
 * A dashboard JSON route: the admin token checked on the server before anything else, and an
 * answer never cached. The role comes from the token's user, never from the browser. `status`: 201
 * for a route that creates something.
 */
function adminJson(payload: Payload, handler: Handler, status = 200): RequestHandler {
  return async (req, res) => {
    const admin = await requireAdmin(payload, req)
    const body = await handler(payload, req, admin)
    res.setHeader('Cache-Control', 'no-store')
    res.status(status).json(body)
  }
}

function dashboardHandlers(payload: Payload) {
  const sharedOverview = cachedOverview(payload)
  return {
    overview: adminJson(payload, () => sharedOverview()),
    orders: adminJson(payload, (payload, req) => listOrders(payload, queryOf(req, ordersQuerySchema, dashboardMessages.invalidQuery))),
    order: adminJson(payload, async (payload, req) => ({
      success: true,
      order: await dashboardOrder(payload, idOf(req, dashboardMessages.orderNotFound)),
    })),
    orderStatus: adminJson(payload, async (payload, req, admin) => {
      const id = idOf(req, dashboardMessages.orderNotFound)
      const body = bodyOf(req, orderStatusBodySchema, dashboardMessages.unknownStatus)
      return { success: true, order: await changeOrderStatus(payload, admin.user, id, body) }
    }),
    reviewRemoval: adminJson(payload, async (payload, req) => {
      const id = idOf(req, dashboardMessages.orderNotFound)
      const body = bodyOf(req, reviewRemovalBodySchema, reviewMessages.reasonRequired)
      return { success: true, order: await removeReview(payload, id, body) }
    }),
    customers: adminJson(payload, (payload, req) =>
      listCustomers(payload, queryOf(req, customersQuerySchema, dashboardMessages.invalidQuery)),
    ),
    customer: adminJson(payload, async (payload, req) => {
      const { email } = queryOf(req, customerQuerySchema, dashboardMessages.customerNotFound, { plain: true, status: 404 })
      const customer = await customerWithHistory(payload, email)
      if (!customer) throw new HttpError(404, dashboardMessages.customerNotFound)
      return { success: true, ...customer }
    }),
    tickets: adminJson(payload, (payload, req) => listTickets(payload, queryOf(req, ticketsQuerySchema, dashboardMessages.invalidQuery))),
    ticket: adminJson(payload, async (payload, req) => ({
      success: true,
      ticket: await dashboardTicket(payload, idOf(req, dashboardMessages.ticketNotFound)),
    })),
    ticketUpdate: adminJson(payload, async (payload, req) => {
      const id = idOf(req, dashboardMessages.ticketNotFound)
      const body = bodyOf(req, ticketUpdateBodySchema, dashboardMessages.invalidQuery)
      return { success: true, ticket: await updateTicket(payload, id, body) }
    }),
    ticketReply: adminJson(payload, async (payload, req, admin) => {
      const id = idOf(req, dashboardMessages.ticketNotFound)
      const body = bodyOf(req, ticketReplyBodySchema, dashboardMessages.replyRequired)
      return { success: true, ticket: await replyToTicket(payload, admin.user, id, body) }
    }),
    withdrawalRefund: adminJson(payload, async (payload, req) => {
      const id = idOf(req, dashboardMessages.ticketNotFound)
      const body = bodyOf(req, withdrawalRefundBodySchema, dashboardMessages.staleTicket)
      return { success: true, ticket: await refundPartialWithdrawal(payload, id, body) }
    }),
    returnReceived: adminJson(payload, async (payload, req, admin) => {
      const id = idOf(req, dashboardMessages.ticketNotFound)
      const body = bodyOf(req, returnReceivedBodySchema, afterSalesMessages.unknownReturnKind)
      return { success: true, ticket: await recordReturnReceived(payload, admin.user, id, body) }
    }),
    replacement: adminJson(
      payload,
      async (payload, req, admin) => {
        const id = idOf(req, dashboardMessages.ticketNotFound)
        const body = bodyOf(req, claimLinesBodySchema, afterSalesMessages.linesRequired)
        return { success: true, ...(await replaceFromClaim(payload, admin.user, id, body)) }
      },
      201,
    ),
    claimRefund: adminJson(payload, async (payload, req, admin) => {
      const id = idOf(req, dashboardMessages.ticketNotFound)
      const body = bodyOf(req, claimLinesBodySchema, afterSalesMessages.linesRequired)
      return { success: true, ticket: await refundFromClaim(payload, admin.user, id, body) }
    }),
    refusal: adminJson(payload, async (payload, req, admin) => {
      const id = idOf(req, dashboardMessages.ticketNotFound)
      const body = bodyOf(req, claimRefusalBodySchema, afterSalesMessages.reasonRequired)
      return { success: true, ticket: await refuseClaim(payload, admin.user, id, body) }
    }),
    analytics: adminJson(payload, async (payload, req) =>
      analyticsReport(payload, queryOf(req, analyticsQuerySchema, dashboardMessages.invalidQuery).days),
    ),
    photo: (async (req, res) => {
      await requireAdmin(payload, req)
      const kind = req.params.kind as string
      if (!(kind in photoKinds)) throw new HttpError(404, dashboardMessages.photoNotFound)
      const photo = await privatePhoto(payload, kind as PhotoKind, idOf(req, dashboardMessages.photoNotFound))
      res.setHeader('Cache-Control', 'private, no-store')
      res.type(photo.mimeType)
      if (photo.size !== undefined) res.setHeader('Content-Length', photo.size)
      // Headers are gone by then: a read that breaks off (or a staff member who leaves) ends the answer short.
      await pipeline(photo.stream, res).catch((error: unknown) => payload.logger.warn({ err: error, msg: 'Photo privée interrompue' }))
    }) satisfies RequestHandler,
    export: (async (req, res) => {
      await requireAdmin(payload, req)
      const tab = exportTabs.find((name) => name === req.params.tab)
      if (!tab) throw new HttpError(404, dashboardMessages.invalidQuery)
      await exportTab(payload, req, res, tab)
    }) satisfies RequestHandler,
    fec: (async (req, res) => {
      await requireAdmin(payload, req)
      await sendFec(payload, res, queryOf(req, fecQuerySchema, accountingMessages.yearInvalid).year)
    }) satisfies RequestHandler,
    vat: (async (req, res) => {
      await requireAdmin(payload, req)
      const { month, separator } = queryOf(req, vatQuerySchema, accountingMessages.monthInvalid)
      await streamCsv(res, { fileName: vatFileName(month), separator, columns: vatColumns, rows: await vatSummary(payload, month) })
    }) satisfies RequestHandler,
    invoice: (async (req, res) => {
      await requireAdmin(payload, req)
      const { pdf, filename } = await invoicePdf(payload, idOf(req, dashboardMessages.invoiceNotFound))
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
      })
      res.send(pdf)
    }) satisfies RequestHandler,
  }
}

/** The shop's dashboard (storefront /dashboard), every route behind the admin token. */
export function dashboardRouter(payload: Payload): Router {
  const dashboard = dashboardHandlers(payload)
  return Router()
    .get('/api/dashboard/overview', dashboard.overview)
    .get('/api/dashboard/orders', dashboard.orders)
    .get('/api/dashboard/orders/:id', dashboard.order)
    .post('/api/dashboard/orders/:id/status', jsonBody, dashboard.orderStatus)
    .post('/api/dashboard/orders/:id/review-removal', jsonBody, dashboard.reviewRemoval)
    .get('/api/dashboard/invoices/:id', dashboard.invoice)
    .get('/api/dashboard/photos/:kind/:id', dashboard.photo)
    .get('/api/dashboard/customers', dashboard.customers)
    .get('/api/dashboard/customer', dashboard.customer)
    .get('/api/dashboard/tickets', dashboard.tickets)
    .get('/api/dashboard/tickets/:id', dashboard.ticket)
    .patch('/api/dashboard/tickets/:id', jsonBody, dashboard.ticketUpdate)
    .post('/api/dashboard/tickets/:id/reply', jsonBody, dashboard.ticketReply)
    .post('/api/dashboard/tickets/:id/refund', jsonBody, dashboard.withdrawalRefund)
    .post('/api/dashboard/tickets/:id/return-received', jsonBody, dashboard.returnReceived)
    .post('/api/dashboard/tickets/:id/replacement', jsonBody, dashboard.replacement)
    .post('/api/dashboard/tickets/:id/claim-refund', jsonBody, dashboard.claimRefund)
    .post('/api/dashboard/tickets/:id/refusal', jsonBody, dashboard.refusal)
    .get('/api/dashboard/analytics', dashboard.analytics)
    .get('/api/dashboard/export/fec', dashboard.fec)
    .get('/api/dashboard/export/vat', dashboard.vat)
    .get('/api/dashboard/export/:tab', dashboard.export)
}
