import type { Endpoint } from 'payload'

import { findReadableInvoice } from '../../../invoices/readable-invoice.ts'
import { invoiceFilename, renderInvoicePdf } from '../../../invoices/render-invoice-pdf.ts'
import { endpoint } from '../../../http/payload-endpoint.ts'

/**
 * GET /api/invoices/:id/pdf: administrators (cookie or JWT) download any invoice, a customer
 * (`Authorization: Bearer`) only those of their own orders. Any other caller gets one answer
 * whatever the id (invoices/readable-invoice.ts): the endpoint tells nobody which invoices exist.
 */
export const invoicePdfEndpoint: Endpoint = {
  path: '/:id/pdf',
  method: 'get',
  handler: endpoint(async (req) => {
    const invoice = await findReadableInvoice(req, String(req.routeParams?.id ?? ''))
    const pdf = await renderInvoicePdf(invoice)
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoiceFilename(invoice)}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  }),
}
