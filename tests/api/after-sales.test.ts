import { customerData } from '@shop/seed/factories'
import { describe, expect, it } from 'vitest'

import { afterSalesMessages, claimDueBy, claimRemedyLabels, withdrawalRefundDueBy } from '@shop/domain/after-sales'
import { dashboardMessages } from '@shop/domain/dashboard'
import { formatDate } from '@shop/domain/dates'

import { request, sql } from '../support/api.ts'
import { fakeStripe, orderRow } from '../support/checkout.ts'
import { mailTo, signedInCustomer, visitor } from '../support/customers.ts'
import { dashboardClient, dashboardToken, moveOrder, placedOrder } from '../support/dashboard.ts'
import { submitForm, validForms } from '../support/forms.ts'
import { emailJobsTo, mailsSettledFor } from '../support/mail-jobs.ts'

const admin = async () => dashboardClient(await dashboardToken())

/** A day `YYYY-MM-DD` as the e-mails write it: « 12 décembre 2026 ». */
const frenchDay = (day: string) => formatDate(`${day}T12:00:00Z`)

/** The seller's returns address, as the withdrawal page names it, from the site settings. */
async function returnAddress(): Promise<string> {
  const [row] = await sql('select legal_name, address_street, address_postal_code, address_city, address_country from site_settings')
  return `${row.legal_name}, Service Retours, ${row.address_street}, ${row.address_postal_code} ${row.address_city}, ${row.address_country}`
}

/** A paid order of `quantity` films of €15 and the warranty claim its buyer sends about it (number and e-mail matching). */
async function claimedOrder(quantity = 2) {
  const { email } = customerData()
  const order = await placedOrder({ quantity, email })
  const res = await submitForm('warranty-claim', { ...validForms(email)['warranty-claim'], commande: order.orderNumber })
  expect(res.status).toBe(201)
  const [ticket] = await sql('select id, reference, order_id from tickets where email = $1 and source = $2', [email, 'warranty-claim'])
  expect(ticket.order_id).toBe(order.id)
  return { order, email, ticketId: ticket.id as number, reference: ticket.reference as string }
}

/** The claim as the dashboard shows it: its `updatedAt` for the next action, its order's lines. */
async function claimShown(ticketId: number) {
  const res = await (await admin()).get(`/api/dashboard/tickets/${ticketId}`)
  expect(res.status).toBe(200)
  return res.body.ticket as {
    updatedAt: string
    status: string
    afterSales: { claim: { dueBy: string; lines: { id: string; quantity: number }[]; remedy: Record<string, unknown> | null } }
  }
}

async function overview() {
  const res = await (await admin()).get('/api/dashboard/overview')
  expect(res.status).toBe(200)
  return res.body.afterSales as {
    withdrawalsToRefund: {
      reference: string
      orderNumber: string
      withdrawnAt: string
      refundDueBy: string
      overdue: boolean
      returnReceived: unknown
    }[]
    claimsToSettle: { reference: string; orderNumber: string | null; receivedAt: string; dueBy: string; overdue: boolean }[]
  }
}

const parisDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at)

describe('withdrawals: where and by when the articles go back, when the refund is due', () => {
  it('acknowledges an online withdrawal with the return address and the last day to send the articles', async () => {
    const order = await placedOrder()
    const { email } = await orderRow(String(order.id))
    const confirmed = await visitor().post('/api/withdrawals?action=confirm', { orderNumber: order.orderNumber, email })
    expect(confirmed.status).toBe(200)
    const returnBy = withdrawalRefundDueBy(new Date(confirmed.body.withdrawn_at))
    const acknowledgement = await mailTo(email as string, 'Accusé de réception de votre rétractation')
    expect(acknowledgement.text).toContain(
      `Renvoyez les articles au plus tard le ${frenchDay(returnBy)} (14 jours après votre rétractation), à l'adresse : ${await returnAddress()}.`,
    )
    // The shop refunds all the delivery costs paid, more than the law's standard delivery: the e-mail says so.
    expect(acknowledgement.text).toContain('frais de livraison initiaux compris (en totalité, supplément de livraison express compris)')
  })

  it('acknowledges the withdrawal form with the same return address and date', async () => {
    const { email } = customerData()
    expect((await submitForm('retractation', validForms(email).retractation)).status).toBe(201)
    const [ticket] = await sql('select created_at from tickets where email = $1', [email])
    const acknowledgement = await mailTo(email, 'Votre demande')
    expect(acknowledgement.text).toContain(
      `Renvoyez les articles au plus tard le ${frenchDay(withdrawalRefundDueBy(ticket.created_at))} (14 jours après votre rétractation), à l'adresse : ${await returnAddress()}.`,
    )
  })

  it('lists withdrawals to refund with their due day; late only once the articles or their proof arrived', async () => {
    const order = await placedOrder()
    const { email } = await orderRow(String(order.id))
    const confirmed = await visitor().post('/api/withdrawals?action=confirm', { orderNumber: order.orderNumber, email })
    const { reference } = confirmed.body
    const listed = (await overview()).withdrawalsToRefund.find((row) => row.reference === reference)
    expect(listed).toEqual({
      ticketId: expect.any(Number),
      reference,
      orderNumber: order.orderNumber,
      withdrawnAt: confirmed.body.withdrawn_at,
      refundDueBy: withdrawalRefundDueBy(new Date(confirmed.body.withdrawn_at)),
      overdue: false,
      returnReceived: null,
    })

    // Withdrawn 20 days ago: past its due day, but the refund may still wait for the articles.
    const [ticket] = await sql(
      `update tickets set withdrawn_at = now() - interval '20 days', updated_at = now() where reference = $1 returning id, withdrawn_at`,
      [reference],
    )
    const waiting = (await overview()).withdrawalsToRefund.find((row) => row.reference === reference)
    expect(waiting).toMatchObject({ refundDueBy: parisDay(new Date(ticket.withdrawn_at.getTime() + 14 * 86_400_000)), overdue: false })

    const staff = await admin()
    const shown = (await staff.get(`/api/dashboard/tickets/${ticket.id}`)).body.ticket
    expect(shown.afterSales.withdrawal).toEqual({
      returnBy: withdrawalRefundDueBy(ticket.withdrawn_at),
      refundDueBy: withdrawalRefundDueBy(ticket.withdrawn_at),
      returnReceived: null,
    })
    const bad = await staff.post(`/api/dashboard/tickets/${ticket.id}/return-received`, {
      kind: 'lettre',
      expectedUpdatedAt: shown.updatedAt,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe(afterSalesMessages.unknownReturnKind)
    const received = await staff.post(`/api/dashboard/tickets/${ticket.id}/return-received`, {
      kind: 'proof',
      expectedUpdatedAt: shown.updatedAt,
    })
    expect(received.status).toBe(200)
    expect(received.body.ticket.afterSales.withdrawal.returnReceived).toEqual({
      kind: 'proof',
      at: expect.any(String),
      by: expect.any(String),
    })
    // Received 20 days after the withdrawal, the refund was due on receipt: late from tomorrow. Received 3 days ago, it is late.
    await sql(`update tickets set return_received_at = now() - interval '3 days', updated_at = now() where id = $1`, [ticket.id])
    expect((await overview()).withdrawalsToRefund.find((row) => row.reference === reference)).toMatchObject({
      overdue: true,
      returnReceived: { kind: 'proof', at: expect.any(String) },
    })
    const twice = await staff.post(`/api/dashboard/tickets/${ticket.id}/return-received`, {
      kind: 'parcel',
      expectedUpdatedAt: received.body.ticket.updatedAt,
    })
    expect(twice.status).toBe(409)

    // Refunded (the whole order, through its status): off the list.
    await moveOrder(order.id, [
      { status: 'processing' },
      { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A1' },
      { status: 'returned' },
      { status: 'refunded' },
    ])
    expect((await overview()).withdrawalsToRefund.some((row) => row.reference === reference)).toBe(false)
  })
})

describe('warranty claims settled from the dashboard', () => {
  it('lists a claim to settle with its due day (7 working days, never past 30 days), late once past it', async () => {
    const { order, reference, ticketId } = await claimedOrder()
    const [{ created_at: receivedAt }] = await sql('select created_at from tickets where id = $1', [ticketId])
    expect((await overview()).claimsToSettle.find((row) => row.reference === reference)).toEqual({
      ticketId,
      reference,
      orderNumber: order.orderNumber,
      receivedAt: receivedAt.toISOString(),
      dueBy: claimDueBy(receivedAt),
      overdue: false,
    })
    expect((await claimShown(ticketId)).afterSales.claim.dueBy).toBe(claimDueBy(receivedAt))

    const [old] = await sql(
      `update tickets set created_at = now() - interval '15 days', updated_at = now() where id = $1 returning created_at`,
      [ticketId],
    )
    expect((await overview()).claimsToSettle.find((row) => row.reference === reference)).toMatchObject({
      dueBy: claimDueBy(old.created_at),
      overdue: true,
    })
  })

  it('ships a free replacement: a 0 € order linked both ways, in the orders list, moving through statuses, e-mailed', async () => {
    const { order, email, reference, ticketId } = await claimedOrder(2)
    const shown = await claimShown(ticketId)
    const [line] = shown.afterSales.claim.lines
    const staff = await admin()
    const res = await staff.post(`/api/dashboard/tickets/${ticketId}/replacement`, {
      lines: [{ line: line?.id, quantity: 1 }],
      expectedUpdatedAt: shown.updatedAt,
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      success: true,
      order: { id: expect.any(Number), orderNumber: expect.stringMatching(/^MBP-/), totalCents: 0 },
    })
    const replacement = { id: res.body.order.id as number, orderNumber: res.body.order.orderNumber as string }

    const [row] = await sql(
      `select status, total_cents::int, shipping_cents::int, payment_paid_at, email, replacement_of_claim_id, replacement_of_order_id,
         shipping_address_street, shipping_address_city from orders where id = $1`,
      [replacement.id],
    )
    const [original] = await sql('select shipping_address_street, shipping_address_city from orders where id = $1', [order.id])
    expect(row).toEqual({
      status: 'confirmed',
      total_cents: 0,
      shipping_cents: 0,
      payment_paid_at: null,
      email,
      replacement_of_claim_id: ticketId,
      replacement_of_order_id: order.id,
      ...original,
    })
    expect(
      await sql('select quantity::int, unit_cents::int, total_cents::int from orders_lines where _parent_id = $1', [replacement.id]),
    ).toEqual([{ quantity: 1, unit_cents: 0, total_cents: 0 }])
    // Nothing is sold: no invoice at 0 €.
    expect(await sql('select id from invoices where order_id = $1', [replacement.id])).toHaveLength(0)
    const [ticket] = await sql('select status, remedy_kind, remedy_by, remedy_at, remedy_replacement_order_id from tickets where id = $1', [
      ticketId,
    ])
    expect(ticket).toMatchObject({
      status: 'resolved',
      remedy_kind: 'replacement',
      remedy_replacement_order_id: replacement.id,
      remedy_at: expect.any(Date),
    })
    expect(ticket.remedy_by).toEqual(expect.stringContaining('@'))
    expect(res.body.ticket.afterSales.claim.remedy).toMatchObject({ kind: 'replacement', replacementOrder: replacement })

    const mail = await mailTo(email, `Remplacement sous garantie ${replacement.orderNumber}`)
    expect(mail.text).toContain(`Votre réclamation ${reference} sur la commande ${order.orderNumber} est acceptée au titre de la garantie`)
    expect(mail.text).toContain(`commande de remplacement ${replacement.orderNumber}, à 0,00 €`)
    expect(mail.text).toContain('Livraison estimée')

    const listed = await staff.get(`/api/dashboard/orders?q=${replacement.orderNumber}`)
    expect(listed.body.rows).toEqual([expect.objectContaining({ id: replacement.id, totalCents: 0, status: 'confirmed' })])
    await moveOrder(replacement.id, [
      { status: 'processing' },
      { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A2' },
      { status: 'delivered' },
    ])
    expect((await orderRow(String(replacement.id))).status).toBe('delivered')
    expect((await overview()).claimsToSettle.some((claim) => claim.reference === reference)).toBe(false)

    // One remedy per claim.
    const after = await claimShown(ticketId)
    for (const [path, body] of [
      ['replacement', { lines: [{ line: line?.id, quantity: 1 }] }],
      ['claim-refund', { lines: [{ line: line?.id, quantity: 1 }] }],
      ['refusal', { reason: 'Trop tard' }],
    ] as const) {
      const again = await staff.post(`/api/dashboard/tickets/${ticketId}/${path}`, { ...body, expectedUpdatedAt: after.updatedAt })
      expect(again.status).toBe(409)
      expect(again.body.error).toBe(afterSalesMessages.claimSettled(claimRemedyLabels.replacement))
    }
    expect(await sql('select id from orders where replacement_of_claim_id = $1', [ticketId])).toHaveLength(1)
  })

  it('refunds the chosen articles of the claimed order with a credit note', async () => {
    const { order, email, ticketId } = await claimedOrder(2)
    const shown = await claimShown(ticketId)
    const [line] = shown.afterSales.claim.lines
    const res = await (
      await admin()
    ).post(`/api/dashboard/tickets/${ticketId}/claim-refund`, {
      lines: [{ line: line?.id, quantity: 1 }],
      expectedUpdatedAt: shown.updatedAt,
    })
    expect(res.status).toBe(200)
    expect(res.body.ticket.afterSales.claim.remedy).toMatchObject({ kind: 'refund', refundCents: 1500 })
    const [creditNote] = await sql(`select number from invoices where order_id = $1 and kind = 'credit_note'`, [order.id])
    expect(creditNote?.number).toBeDefined()
    const [{ payment_payment_intent_id: paymentIntent, payment_partly_refunded_cents: partly }] = await sql(
      'select payment_payment_intent_id, payment_partly_refunded_cents::int from orders where id = $1',
      [order.id],
    )
    expect(partly).toBe(1500)
    expect((await fakeStripe.refunds()).filter((made) => made.payment_intent === paymentIntent).map((made) => made.amount)).toEqual([1500])
    const mail = await mailTo(email, 'Remboursement de votre réclamation')
    expect(mail.text).toContain(`L'avoir ${creditNote?.number}, joint à ce message au format PDF`)
    expect(mail.attachments?.length ?? 0).toBeGreaterThan(0)
  })

  it('replaces or refunds only the units no withdrawal took back', async () => {
    const { order, email, ticketId } = await claimedOrder(2)
    const guest = { orderNumber: order.orderNumber, email }
    const [films] = (await visitor().post('/api/withdrawals?action=summary', guest)).body.withdrawal.items
    const withdrawn = await visitor().post('/api/withdrawals?action=confirm', { ...guest, lines: [{ id: films.id, quantity: 1 }] })
    expect(withdrawn.status).toBe(200)
    const shown = await claimShown(ticketId)
    expect(shown.afterSales.claim.lines).toEqual([expect.objectContaining({ id: films.id, quantity: 1, paidCents: 1500 })])
    const res = await (
      await admin()
    ).post(`/api/dashboard/tickets/${ticketId}/claim-refund`, {
      lines: [{ line: films.id, quantity: 2 }],
      expectedUpdatedAt: shown.updatedAt,
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(afterSalesMessages.tooManyUnits)
  })

  it('refuses a claim with a reason the customer receives, even one naming no order of theirs', async () => {
    const { email } = customerData()
    await submitForm('warranty-claim', validForms(email)['warranty-claim'])
    const [ticket] = await sql('select id, order_id from tickets where email = $1', [email])
    expect(ticket.order_id).toBeNull()
    const shown = await claimShown(ticket.id)
    expect(shown.afterSales.claim.lines).toEqual([])
    const staff = await admin()
    const replacement = await staff.post(`/api/dashboard/tickets/${ticket.id}/replacement`, {
      lines: [{ line: 'x', quantity: 1 }],
      expectedUpdatedAt: shown.updatedAt,
    })
    expect(replacement.status).toBe(409)
    expect(replacement.body.error).toBe(afterSalesMessages.claimWithoutOrder)

    const reason = 'Le film a été posé sur un écran fissuré : la garantie ne couvre pas ce cas.'
    const res = await staff.post(`/api/dashboard/tickets/${ticket.id}/refusal`, { reason, expectedUpdatedAt: shown.updatedAt })
    expect(res.status).toBe(200)
    expect(res.body.ticket.afterSales.claim.remedy).toMatchObject({ kind: 'refusal', reason })
    const mail = await mailTo(email, 'Votre réclamation')
    expect(mail.text).toContain(reason)
    expect(mail.text).toContain('garantie légale de conformité')
  })

  it('refuses bad bodies in French with nothing written, and anyone but an administrator', async () => {
    const { ticketId, email } = await claimedOrder(1)
    const shown = await claimShown(ticketId)
    const [line] = shown.afterSales.claim.lines
    const staff = await admin()
    await mailsSettledFor(email)
    const mailsBefore = (await emailJobsTo(email)).length
    const cases = [
      ['replacement', { lines: [], expectedUpdatedAt: shown.updatedAt }, afterSalesMessages.linesRequired],
      [
        'replacement',
        { lines: [{ line: 'pas-une-ligne', quantity: 1 }], expectedUpdatedAt: shown.updatedAt },
        afterSalesMessages.unknownLine,
      ],
      ['claim-refund', { lines: [{ line: line?.id, quantity: 2 }], expectedUpdatedAt: shown.updatedAt }, afterSalesMessages.tooManyUnits],
      [
        'claim-refund',
        {
          lines: [
            { line: line?.id, quantity: 1 },
            { line: line?.id, quantity: 1 },
          ],
          expectedUpdatedAt: shown.updatedAt,
        },
        afterSalesMessages.duplicateLine,
      ],
      ['refusal', { reason: '   ', expectedUpdatedAt: shown.updatedAt }, afterSalesMessages.reasonRequired],
      ['refusal', { reason: 'x'.repeat(2001), expectedUpdatedAt: shown.updatedAt }, afterSalesMessages.reasonTooLong],
    ] as const
    for (const [path, body, error] of cases) {
      const res = await staff.post(`/api/dashboard/tickets/${ticketId}/${path}`, body)
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400)
      expect(res.body).toMatchObject({ success: false, error })
    }
    const stale = await staff.post(`/api/dashboard/tickets/${ticketId}/refusal`, {
      reason: 'Non',
      expectedUpdatedAt: new Date(0).toISOString(),
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toBe(dashboardMessages.staleTicket)

    const customer = await signedInCustomer()
    for (const token of [undefined, customer.token]) {
      const res = await request(`/api/dashboard/tickets/${ticketId}/refusal`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ reason: 'Non', expectedUpdatedAt: shown.updatedAt }),
      })
      expect(res.status).toBe(401)
    }
    const [ticket] = await sql('select remedy_kind, status from tickets where id = $1', [ticketId])
    expect(ticket).toEqual({ remedy_kind: null, status: 'open' })
    expect(await sql('select id from orders where replacement_of_claim_id = $1', [ticketId])).toHaveLength(0)
    expect((await emailJobsTo(email)).length).toBe(mailsBefore)
  })
})
