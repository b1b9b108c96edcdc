import { describe, expect, inject, it } from 'vitest'

import { dashboardMessages } from '@shop/domain/dashboard'
import { formatCents } from '@shop/domain/money'
import { orderMessages } from '@shop/domain/orders'
import { withdrawalMessages } from '@shop/domain/withdrawal'

import { sql } from '../support/api.ts'
import { pdfText } from '../support/pdf-text.ts'
import {
  checkoutBody,
  createPayment,
  fakeStripe,
  orderRow,
  publishedSlug,
  sessionIdOf,
  uploadPhoto,
  waitForStatus,
} from '../support/checkout.ts'
import { mailTo, signedInCustomer, visitor } from '../support/customers.ts'
import { dashboardClient, dashboardToken, moveOrder } from '../support/dashboard.ts'
import { shopAddresses } from '../support/forms.ts'
import { mailsTo } from '../support/inbox.ts'
import { mailsSettledFor } from '../support/mail-jobs.ts'

/** Two films of €15, the plain order of these tests. */
const twoFilms = async () => [{ category: 'telephone', productId: await publishedSlug('phones'), protection: 'hd-tpu', quantity: 2 }]

/** An order of the customer (a guest's when no token) of these cart lines, paid unless told otherwise. */
async function placedOrder({ token, paid = true, lines }: { token?: string; paid?: boolean; lines?: unknown[] } = {}) {
  const res = await createPayment(checkoutBody(lines ?? (await twoFilms())), token)
  expect(res.status).toBe(200)
  const { orderId, orderNumber } = res.body as { orderId: string; orderNumber: string }
  if (paid) {
    await fakeStripe.pay(sessionIdOf(res.body.url))
    await waitForStatus(orderId, 'confirmed')
  }
  const { email } = await orderRow(orderId)
  return { orderId, orderNumber, email: email as string }
}

/** Staff take the order through to delivered in the dashboard, delivered `daysAgo` days back. */
async function delivered(orderId: string, daysAgo: number) {
  await moveOrder(orderId, [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A98765432109' },
    { status: 'delivered' },
  ])
  await sql(`update orders_status_history set at = now() - make_interval(days => $2) where _parent_id = $1 and status = 'delivered'`, [
    Number(orderId),
    daysAgo,
  ])
}

/** What the withdrawal's ticket says to refund: its articles, and whether the delivery costs go back too. */
async function recordedCover(reference: string) {
  const [ticket] = await sql('select id, withdrawal_covers_order from tickets where reference = $1', [reference])
  const lines = await sql(
    'select product_name, quantity::int, refund_cents::int from tickets_withdrawn_lines where _parent_id = $1 order by _order',
    [ticket.id],
  )
  return { coversOrder: ticket.withdrawal_covers_order, lines }
}

/** What the dashboard's ticket tells staff to refund for the withdrawal. */
async function refundShown(reference: string): Promise<string | undefined> {
  const [ticket] = await sql('select id from tickets where reference = $1', [reference])
  const shown = await dashboardClient(await dashboardToken()).get(`/api/dashboard/tickets/${ticket.id}`)
  return shown.body.ticket.fields.find((field: { label: string }) => field.label === 'Montant à rembourser')?.value
}

const withdraw = (action: string, body: unknown, token?: string) => visitor().post(`/api/withdrawals?action=${action}`, body, token)

describe('online withdrawal (L221-21): summary, then confirmation', () => {
  it('lets a guest withdraw by order number and e-mail, records it once, and acknowledges it with date and time', async () => {
    const order = await placedOrder()
    const guest = { orderNumber: order.orderNumber.toLowerCase(), email: order.email.toUpperCase() }

    const summary = await withdraw('summary', guest)
    expect(summary.status).toBe(200)
    expect(summary.body).toEqual({
      success: true,
      withdrawal: {
        order_number: order.orderNumber,
        ordered_at: expect.any(String),
        items: [
          {
            id: expect.any(String),
            name: expect.stringContaining('Hydrogel HD TPU'),
            variant: null,
            quantity: 2,
            withdrawn_quantity: 0,
            unit_price: 15,
            paid_amount: 30,
            personalised: false,
          },
        ],
        total_amount: 30,
        delivered_at: null,
        withdrawal_deadline: null,
        withdrawn: null,
        can_withdraw_more: true,
      },
    })

    const confirmed = await withdraw('confirm', guest)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({
      success: true,
      reference: expect.stringMatching(/^SUP-\d{8}-\d{6}$/),
      withdrawn_at: expect.any(String),
    })
    const { reference, withdrawn_at: withdrawnAt } = confirmed.body
    expect(Math.abs(Date.now() - Date.parse(withdrawnAt))).toBeLessThan(60_000)

    const [ticket] = await sql('select source, order_id, withdrawn_at, email from tickets where reference = $1', [reference])
    expect(ticket).toMatchObject({ source: 'withdrawal', order_id: Number(order.orderId), email: order.email })
    expect(ticket.withdrawn_at.toISOString()).toBe(withdrawnAt)
    const history = await sql('select status, note from orders_status_history where _parent_id = $1 order by _order', [
      Number(order.orderId),
    ])
    expect(history.at(-1)).toEqual({ status: 'confirmed', note: `Rétractation exercée en ligne (${reference}) : toute la commande` })
    // Nothing named: every article, in full, and the delivery costs with them.
    expect(await recordedCover(reference)).toEqual({
      coversOrder: true,
      lines: [{ product_name: expect.stringContaining('Hydrogel HD TPU'), quantity: 2, refund_cents: 3000 }],
    })
    expect((await orderRow(order.orderId)).status).toBe('confirmed')
    expect(await refundShown(reference)).toBe(`${formatCents(3000)}, plus les frais de livraison : rétractation de toute la commande`)

    const acknowledgement = await mailTo(order.email, 'Accusé de réception de votre rétractation')
    const parisTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
      new Date(withdrawnAt),
    )
    expect(acknowledgement.text).toContain(`exercée en ligne le ${parisTime} (heure de Paris)`)
    expect(acknowledgement.text).toContain(reference)
    expect(acknowledgement.text).toContain('Elle porte sur toute la commande')
    expect(acknowledgement.text).toContain('Nous vous remboursons la totalité des sommes versées, frais de livraison initiaux compris')
    // The refund's 14 days run from the withdrawal (L221-24), which may wait for the articles or a proof of their dispatch.
    expect(acknowledgement.text).toContain(
      "dans les 14 jours suivant le jour où nous sommes informés de votre rétractation, par le moyen de paiement utilisé pour la commande ; ce remboursement peut être différé jusqu'à la réception des articles ou jusqu'à la preuve de leur expédition, la date retenue étant celle du premier de ces faits.",
    )
    expect((await mailTo((await shopAddresses()).support, reference)).text).toContain(order.orderNumber)

    // Confirming again (a double click, a retry) answers the same and sends nothing more.
    const again = await withdraw('confirm', guest)
    expect(again.body).toEqual(confirmed.body)
    expect((await withdraw('summary', guest)).body.withdrawal.withdrawn).toEqual({ reference, withdrawn_at: withdrawnAt })
    await mailsSettledFor(order.email)
    const acknowledgements = (await mailsTo(inject('inboxUrl'), order.email)).filter((mail) => mail.subject.includes('rétractation'))
    expect(acknowledgements).toHaveLength(1)
  })

  it('records one withdrawal when confirmations arrive together', async () => {
    const order = await placedOrder()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withdraw('confirm', { orderNumber: order.orderNumber, email: order.email })),
    )
    expect(new Set(answers.map((res) => res.body.reference)).size).toBe(1)
    expect(await sql(`select id from tickets where order_id = $1 and source = 'withdrawal'`, [Number(order.orderId)])).toHaveLength(1)
  })

  it('lets a signed-in customer withdraw from their own order within 14 days of delivery, and says until when', async () => {
    const customer = await signedInCustomer()
    const recent = await placedOrder({ token: customer.token })
    const old = await placedOrder({ token: customer.token })
    await delivered(recent.orderId, 2)
    await delivered(old.orderId, 30)

    const orders = (await visitor().get('/api/get-client-orders', customer.token)).body.orders as Record<string, unknown>[]
    const byId = Object.fromEntries(orders.map((order) => [order.id, order]))
    expect(byId[recent.orderId]).toMatchObject({ can_withdraw: true, withdrawal_deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    expect(byId[old.orderId]).toMatchObject({ can_withdraw: false })

    const summary = await withdraw('summary', { orderId: recent.orderId }, customer.token)
    expect(summary.status).toBe(200)
    expect(summary.body.withdrawal).toMatchObject({
      delivered_at: expect.any(String),
      withdrawal_deadline: byId[recent.orderId]?.withdrawal_deadline,
    })
    expect((await withdraw('confirm', { orderId: recent.orderId }, customer.token)).status).toBe(200)

    const late = await withdraw('confirm', { orderId: old.orderId }, customer.token)
    expect(late.status).toBe(409)
    expect(late.body).toEqual({ success: false, error: withdrawalMessages.expired })

    // Withdrawn from: the list says when, and no longer offers it.
    const after = (await visitor().get('/api/get-client-orders', customer.token)).body.orders as Record<string, unknown>[]
    const withdrawn = after.find((order) => order.id === recent.orderId)
    expect(withdrawn).toMatchObject({ can_withdraw: false, withdrawn_at: expect.any(String) })
    expect(after.find((order) => order.id === old.orderId)).toMatchObject({ withdrawn_at: null })
  })

  it("refuses in French: someone else's order, a wrong e-mail, an unpaid order, a returned one, an unknown action", async () => {
    const customer = await signedInCustomer()
    const stranger = await signedInCustomer()
    const order = await placedOrder({ token: customer.token })

    const foreign = await withdraw('summary', { orderId: order.orderId }, stranger.token)
    expect(foreign.status).toBe(404)
    expect(foreign.body.error).toBe(orderMessages.orderNotFound)
    const wrongEmail = await withdraw('summary', { orderNumber: order.orderNumber, email: stranger.email })
    expect(wrongEmail.status).toBe(404)
    expect(wrongEmail.body.error).toBe(orderMessages.orderNotFound)

    const unpaid = await placedOrder({ paid: false })
    const notPaid = await withdraw('confirm', { orderNumber: unpaid.orderNumber, email: unpaid.email })
    expect(notPaid.status).toBe(409)
    expect(notPaid.body.error).toBe(withdrawalMessages.notPaid)
    expect(await sql(`select id from tickets where order_id = $1`, [Number(unpaid.orderId)])).toHaveLength(0)

    // A parcel that came back is on its way to its refund, neither cancelled nor refunded yet: it says so.
    const back = await placedOrder()
    await delivered(back.orderId, 1)
    await moveOrder(back.orderId, [{ status: 'returned' }])
    const returned = await withdraw('summary', { orderNumber: back.orderNumber, email: back.email })
    expect(returned.status).toBe(409)
    expect(returned.body.error).toBe("Cette commande nous a été retournée : elle va vous être remboursée, il n'y a plus rien à rétracter.")

    const unknown = await withdraw('cancel', { orderNumber: order.orderNumber, email: order.email })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toBe(withdrawalMessages.unknownAction)
    expect((await withdraw('summary', { orderNumber: order.orderNumber })).status).toBe(400)
  })

  it('lets a guest withdraw after strangers sent 12 wrong e-mails with their order number, each from another network', async () => {
    const order = await placedOrder()
    for (let n = 0; n < 12; n++) {
      const stranger = await withdraw('summary', { orderNumber: order.orderNumber, email: `inconnu.${n}.${Date.now()}@exemple.fr` })
      expect(stranger.status).toBe(404)
    }
    const guest = { orderNumber: order.orderNumber, email: order.email }
    expect((await withdraw('summary', guest)).status).toBe(200)
    const confirmed = await withdraw('confirm', guest)
    expect(confirmed.status).toBe(200)
    expect(await sql('select reference from tickets where order_id = $1', [Number(order.orderId)])).toEqual([
      { reference: confirmed.body.reference },
    ])
  })
})

describe('withdrawal from part of an order, and photo-printed articles (L221-28)', () => {
  /** Three films at €15, then a back printed with the customer's photo (€20 + €10): signed in, the photo is named by id. */
  async function mixedOrder() {
    const customer = await signedInCustomer()
    const phone = await publishedSlug('phones')
    const photo = await uploadPhoto('device', customer.token)
    const order = await placedOrder({
      token: customer.token,
      lines: [
        { category: 'telephone', productId: phone, protection: 'hd-tpu', quantity: 3 },
        { category: 'telephone', productId: phone, protection: 'blue-light', back: 'integral-photo', photoId: photo, quantity: 1 },
      ],
    })
    return { customer, order, photo }
  }

  it('says before and after the order that the printed article cannot be withdrawn, then withdraws the units chosen', async () => {
    const { customer, order } = await mixedOrder()
    const confirmation = await mailTo(order.email, 'Confirmation de votre commande')
    expect(confirmation.text).toContain(
      'Non concernés, car imprimés avec votre photo et exclus du droit de rétractation (article L221-28 du Code de la consommation) :',
    )

    const summary = await withdraw('summary', { orderId: order.orderId }, customer.token)
    expect(summary.status).toBe(200)
    const [films, printed] = summary.body.withdrawal.items
    expect(films).toMatchObject({ quantity: 3, paid_amount: 45, personalised: false })
    expect(printed).toMatchObject({ quantity: 1, paid_amount: 30, personalised: true })

    const byId = { orderId: order.orderId }
    const refusals = [
      [[{ id: printed.id, quantity: 1 }], withdrawalMessages.unknownLine],
      [[{ id: 'not-a-line', quantity: 1 }], withdrawalMessages.unknownLine],
      [[{ id: films.id, quantity: 4 }], withdrawalMessages.tooManyUnits],
      [
        [
          { id: films.id, quantity: 1 },
          { id: films.id, quantity: 1 },
        ],
        withdrawalMessages.duplicateLine,
      ],
    ] as const
    for (const [lines, error] of refusals) {
      const refused = await withdraw('confirm', { ...byId, lines }, customer.token)
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({ success: false, error })
    }
    const empty = await withdraw('confirm', { ...byId, lines: [] }, customer.token)
    expect(empty.status).toBe(400)
    expect(empty.body.error).toBe(withdrawalMessages.noLineChosen)
    expect(await sql(`select id from tickets where order_id = $1`, [Number(order.orderId)])).toHaveLength(0)

    const confirmed = await withdraw('confirm', { ...byId, lines: [{ id: films.id, quantity: 2 }] }, customer.token)
    expect(confirmed.status).toBe(200)
    const { reference } = confirmed.body
    expect(await recordedCover(reference)).toEqual({
      coversOrder: false,
      lines: [{ product_name: expect.stringContaining('Hydrogel HD TPU'), quantity: 2, refund_cents: 3000 }],
    })
    const history = await sql('select note from orders_status_history where _parent_id = $1 order by _order', [Number(order.orderId)])
    expect(history.at(-1)?.note).toBe(`Rétractation exercée en ligne (${reference}) : une partie de la commande`)
    // Staff refund from the dashboard's ticket: its articles, and that the delivery costs stay.
    const [ticket] = await sql('select id from tickets where reference = $1', [reference])
    const shown = await dashboardClient(await dashboardToken()).get(`/api/dashboard/tickets/${ticket.id}`)
    expect(shown.body.ticket.fields).toEqual(
      expect.arrayContaining([
        {
          label: 'Articles de la rétractation',
          value: expect.stringMatching(new RegExp(`^2 × .*Hydrogel HD TPU.* : ${formatCents(3000)}$`)),
        },
        {
          label: 'Montant à rembourser',
          value: `${formatCents(3000)} : rétractation d'une partie de la commande, frais de livraison non remboursés`,
        },
      ]),
    )

    // From a page that did not show it: the same articles again answer the same; others, a reload.
    expect((await withdraw('confirm', { ...byId, lines: [{ id: films.id, quantity: 2 }] }, customer.token)).body.reference).toBe(reference)
    const stale = await withdraw('confirm', { ...byId, lines: [{ id: films.id, quantity: 1 }], after: null }, customer.token)
    expect(stale.status).toBe(409)
    expect(stale.body.error).toBe(withdrawalMessages.alreadyWithdrawn(reference))

    const acknowledgement = await mailTo(order.email, 'Accusé de réception de votre rétractation')
    expect(acknowledgement.text).toContain('Elle porte sur les articles suivants de la commande')
    expect(acknowledgement.text).toContain('Nous vous remboursons le prix payé pour ces articles, soit 30,00')
    expect(acknowledgement.text).toContain(
      "Les frais de livraison, communs à toute la commande, ne sont remboursés qu'en cas de rétractation de toute la commande.",
    )
    expect(acknowledgement.text).toContain('Non concernés, car imprimés avec votre photo')
    expect(acknowledgement.text).not.toContain('la totalité des sommes versées')
  })

  it('withdraws later from what an earlier withdrawal left, and with the last units, from the whole order', async () => {
    const order = await placedOrder({
      lines: [{ category: 'telephone', productId: await publishedSlug('phones'), protection: 'hd-tpu', quantity: 3 }],
    })
    const guest = { orderNumber: order.orderNumber, email: order.email }
    const [films] = (await withdraw('summary', guest)).body.withdrawal.items
    const first = await withdraw('confirm', { ...guest, lines: [{ id: films.id, quantity: 1 }], after: null })
    expect(first.status).toBe(200)

    const summary = (await withdraw('summary', guest)).body.withdrawal
    expect(summary.withdrawn.reference).toBe(first.body.reference)
    expect(summary.can_withdraw_more).toBe(true)
    expect(summary.items).toEqual([expect.objectContaining({ id: films.id, quantity: 2, withdrawn_quantity: 1, paid_amount: 30 })])
    const tooMany = await withdraw('confirm', { ...guest, lines: [{ id: films.id, quantity: 3 }], after: first.body.reference })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error).toBe(withdrawalMessages.tooManyUnits)

    // Two confirmations of the rest at once: one withdrawal, the other answered with it.
    const rest = { ...guest, lines: [{ id: films.id, quantity: 2 }], after: first.body.reference }
    const [second, twin] = await Promise.all([withdraw('confirm', rest), withdraw('confirm', rest)])
    expect([second.status, twin.status]).toEqual([200, 200])
    expect(twin.body.reference).toBe(second.body.reference)
    expect(second.body.reference).not.toBe(first.body.reference)
    expect(await recordedCover(second.body.reference)).toEqual({
      coversOrder: true,
      lines: [{ product_name: expect.stringContaining('Hydrogel HD TPU'), quantity: 2, refund_cents: 3000 }],
    })
    const history = await sql('select note from orders_status_history where _parent_id = $1 order by _order', [Number(order.orderId)])
    expect(history.at(-1)?.note).toBe(`Rétractation exercée en ligne (${second.body.reference}) : le reste de la commande`)
    expect(await refundShown(second.body.reference)).toBe(
      `${formatCents(3000)}, plus les frais de livraison : rétractation du reste de la commande`,
    )
    expect(await refundShown(first.body.reference)).toBe(
      `${formatCents(1500)} : rétractation d'une partie de la commande, frais de livraison non remboursés`,
    )
    const acknowledgement = await mailTo(order.email, `Accusé de réception de votre rétractation ${second.body.reference}`)
    expect(acknowledgement.text).toContain(
      'Elle porte sur les derniers articles de la commande, dont vous vous êtes ainsi rétracté en entier',
    )
    expect(acknowledgement.text).toContain(
      `Nous vous remboursons le prix payé pour ces articles, soit ${formatCents(3000)}, ainsi que les frais de livraison initiaux`,
    )
    const done = (await withdraw('summary', guest)).body.withdrawal
    expect(done).toMatchObject({ withdrawn: { reference: second.body.reference }, can_withdraw_more: false })
    expect(done.items).toEqual([expect.objectContaining({ quantity: 0, withdrawn_quantity: 3, paid_amount: 0 })])
  })

  it('refunds each withdrawal from part of an order with its own credit note, then the rest', async () => {
    const { customer, order } = await mixedOrder()
    const byId = { orderId: order.orderId }
    const [films] = (await withdraw('summary', byId, customer.token)).body.withdrawal.items
    const first = await withdraw('confirm', { ...byId, lines: [{ id: films.id, quantity: 1 }], after: null }, customer.token)
    const second = await withdraw(
      'confirm',
      { ...byId, lines: [{ id: films.id, quantity: 1 }], after: first.body.reference },
      customer.token,
    )
    expect(second.status).toBe(200)
    const admin = dashboardClient(await dashboardToken())
    for (const { body } of [first, second]) {
      const [ticket] = await sql('select id from tickets where reference = $1', [body.reference])
      const seen = (await admin.get(`/api/dashboard/tickets/${ticket.id}`)).body.ticket
      expect(seen.partialWithdrawal).toEqual({ refundCents: 1500, refundedAt: null })
      expect((await admin.post(`/api/dashboard/tickets/${ticket.id}/refund`, { expectedUpdatedAt: seen.updatedAt })).status).toBe(200)
    }
    const [row] = await sql('select total_cents::int, payment_partly_refunded_cents::int from orders where id = $1', [
      Number(order.orderId),
    ])
    expect(row.payment_partly_refunded_cents).toBe(3000)

    await moveOrder(order.orderId, [{ status: 'cancelled' }])
    // The rest's credit note is issued by its task, queued with the refund.
    await expect
      .poll(
        () =>
          sql(
            `select scope, (snapshot->'totals'->>'ttcCents')::int as ttc from invoices where order_id = $1 and kind = 'credit_note' order by id`,
            [Number(order.orderId)],
          ),
        { timeout: 10_000 },
      )
      .toEqual([
        { scope: 'withdrawal', ttc: 1500 },
        { scope: 'withdrawal', ttc: 1500 },
        { scope: 'rest', ttc: row.total_cents - 3000 },
      ])
    const { payment_session_id: sessionId } = await orderRow(order.orderId)
    const paymentIntent = (await fakeStripe.session(sessionId as string)).payment_intent
    expect((await fakeStripe.refunds()).filter((made) => made.payment_intent === paymentIntent).map((made) => made.amount)).toEqual([
      1500,
      1500,
      row.total_cents - 3000,
    ])
  })

  it('is refunded by staff from its ticket, once, with a credit note of those articles; a later refund of the order pays the rest', async () => {
    const { customer, order } = await mixedOrder()
    const summary = await withdraw('summary', { orderId: order.orderId }, customer.token)
    const [films] = summary.body.withdrawal.items
    const { reference } = (await withdraw('confirm', { orderId: order.orderId, lines: [{ id: films.id, quantity: 1 }] }, customer.token))
      .body
    const [ticket] = await sql('select id from tickets where reference = $1', [reference])
    const admin = dashboardClient(await dashboardToken())
    const seen = (await admin.get(`/api/dashboard/tickets/${ticket.id}`)).body.ticket
    expect(seen.partialWithdrawal).toEqual({ refundCents: 1500, refundedAt: null })
    const refund = () => admin.post(`/api/dashboard/tickets/${ticket.id}/refund`, { expectedUpdatedAt: seen.updatedAt })

    const [first, second] = await Promise.all([refund(), refund()])
    const statuses = [first.status, second.status].sort()
    expect(statuses).toEqual([200, 409])
    const refunded = first.status === 200 ? first : second
    expect(refunded.body.ticket.partialWithdrawal).toEqual({ refundCents: 1500, refundedAt: expect.any(String) })

    const { payment_session_id: sessionId } = await orderRow(order.orderId)
    const paymentIntent = (await fakeStripe.session(sessionId as string)).payment_intent
    expect((await fakeStripe.refunds()).filter((made) => made.payment_intent === paymentIntent).map((made) => made.amount)).toEqual([1500])
    const invoices = await sql(
      `select kind, snapshot->'totals'->>'ttcCents' as ttc, jsonb_array_length(snapshot->'lines') as lines, credited_invoice_id is not null as credits
       from invoices where order_id = $1 order by id`,
      [Number(order.orderId)],
    )
    expect(invoices).toEqual([
      { kind: 'invoice', ttc: String((await orderRow(order.orderId)).total_cents), lines: expect.any(Number), credits: false },
      { kind: 'credit_note', ttc: '1500', lines: 1, credits: true },
    ])
    const mail = await mailTo(order.email, 'Remboursement de votre rétractation')
    expect(mail.text).toContain(`Le montant de ${formatCents(1500)} vous est remboursé`)
    // The credit note travels with it, whether the customer has an account or not.
    const [creditNoteNumber] = await sql(`select number from invoices where order_id = $1 and kind = 'credit_note'`, [
      Number(order.orderId),
    ])
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `avoir-${creditNoteNumber.number}.pdf`, contentType: 'application/pdf' },
    ])
    const creditNoteText = (await pdfText(Buffer.from(mail.attachments[0]!.content, 'base64'))).replace(/\s+/g, ' ')
    expect(creditNoteText).toContain('(rétractation)')
    expect(creditNoteText).toContain(creditNoteNumber.number)
    const [kept] = await sql(
      'select status, total_cents::int, shipping_cents::int, payment_partly_refunded_cents::int from orders where id = $1',
      [Number(order.orderId)],
    )
    expect(kept.status).toBe('confirmed')
    expect(kept.payment_partly_refunded_cents).toBe(1500)
    // The customers tab counts what the order still brings in.
    const spent = async () => (await admin.get(`/api/dashboard/customers?q=${encodeURIComponent(order.email)}`)).body.rows[0].spentCents
    expect(await spent()).toBe(kept.total_cents - 1500)

    // The rest returned later (a fault of the printed back): refunding the order gives back the rest only.
    await delivered(order.orderId, 1)
    await moveOrder(order.orderId, [{ status: 'returned' }])
    const fresh = (await admin.get(`/api/dashboard/orders/${order.orderId}`)).body.order
    const whole = await admin.post(`/api/dashboard/orders/${order.orderId}/status`, {
      status: 'refunded',
      expectedUpdatedAt: fresh.updatedAt,
    })
    expect(whole.status).toBe(200)
    const rest = kept.total_cents - 1500
    expect((await fakeStripe.refunds()).filter((made) => made.payment_intent === paymentIntent).map((made) => made.amount)).toEqual([
      1500,
      rest,
    ])
    const restMail = await mailTo(order.email, `Remboursement de votre commande ${order.orderNumber}`)
    expect(restMail.text).toContain(
      `Le montant de ${formatCents(rest)}, soit le reste de la commande (${formatCents(1500)} vous ont déjà été remboursés après votre rétractation), vous est remboursé`,
    )
    // Its credit note, issued after the commit, covers the two films kept, the printed back and the delivery.
    await expect
      .poll(() => sql(`select scope from invoices where order_id = $1 and kind = 'credit_note' order by id`, [Number(order.orderId)]))
      .toEqual([{ scope: 'withdrawal' }, { scope: 'rest' }])
    const [restNote] = await sql(`select snapshot from invoices where order_id = $1 and kind = 'credit_note' and scope = 'rest'`, [
      Number(order.orderId),
    ])
    expect(restNote.snapshot.totals.ttcCents).toBe(rest)
    const [restNumber] = await sql(`select number from invoices where order_id = $1 and scope = 'rest'`, [Number(order.orderId)])
    expect(restMail.attachments.map(({ filename }) => filename)).toEqual([`avoir-${restNumber.number}.pdf`])
    expect(restNote.snapshot.lines.map((line: { quantity: number; totalTtcCents: number }) => [line.quantity, line.totalTtcCents])).toEqual(
      [
        [2, 3000],
        [1, 3000],
        [1, kept.shipping_cents],
      ],
    )
    expect(await spent()).toBe(0)
  })

  it('refuses to refund from its ticket a withdrawal of the whole order', async () => {
    const order = await placedOrder()
    const { reference } = (await withdraw('confirm', { orderNumber: order.orderNumber, email: order.email })).body
    const [ticket] = await sql('select id from tickets where reference = $1', [reference])
    const admin = dashboardClient(await dashboardToken())
    const seen = (await admin.get(`/api/dashboard/tickets/${ticket.id}`)).body.ticket
    expect(seen.partialWithdrawal).toBeNull()
    const refused = await admin.post(`/api/dashboard/tickets/${ticket.id}/refund`, { expectedUpdatedAt: seen.updatedAt })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(dashboardMessages.notAPartialWithdrawal)
  })

  it('has nothing to withdraw from an order of printed articles only', async () => {
    const customer = await signedInCustomer()
    const photo = await uploadPhoto('device', customer.token)
    const order = await placedOrder({
      token: customer.token,
      lines: [
        {
          category: 'telephone',
          productId: await publishedSlug('phones'),
          protection: 'hd-tpu',
          back: 'integral-photo',
          photoId: photo,
          quantity: 1,
        },
      ],
    })
    const summary = await withdraw('summary', { orderId: order.orderId }, customer.token)
    expect(summary.status).toBe(409)
    expect(summary.body.error).toBe(withdrawalMessages.onlyPersonalised)
    expect((await withdraw('confirm', { orderId: order.orderId }, customer.token)).status).toBe(409)
    const orders = (await visitor().get('/api/get-client-orders', customer.token)).body.orders as Record<string, unknown>[]
    expect(orders.find((listed) => listed.id === order.orderId)).toMatchObject({ can_withdraw: false })
  })
})
