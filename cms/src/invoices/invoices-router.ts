import { Router } from 'express'
import type { Payload } from 'payload'

import { noStore } from '../http/no-store.ts'
import { payloadRequestOf, staffUserOf } from '../http/payload-request.ts'
import { findReadableInvoice } from './readable-invoice.ts'
import { invoiceFilename, renderInvoicePdf } from './render-invoice-pdf.ts'

/** Invoices and credit notes as PDF, for the staff and for the customer whose order they are. */
export function invoicesRouter(payload: Payload): Router {
  const router = Router()

  /**
   * GET /api/invoices/:id/pdf: administrators (cookie or JWT, as Payload's admin sends them)
   * download any invoice, a customer (`Authorization: Bearer`) only those of their own orders. Any
   * other caller gets one answer whatever the id (invoices/readable-invoice.ts): the route tells
   * nobody which invoices exist.
   */
  router.get('/api/invoices/:id/pdf', noStore, async (req, res) => {
    const local = await payloadRequestOf(payload, req, await staffUserOf(payload, req))
    const invoice = await findReadableInvoice(local, String(req.params.id))
    const pdf = await renderInvoicePdf(invoice)
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFilename(invoice)}"`,
      'Cache-Control': 'private, no-store',
    })
    res.send(pdf)
  })

  return router
}
