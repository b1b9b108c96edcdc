import { describe, expect, inject, it } from 'vitest'

import { orderMessages } from '@shop/domain/orders'
import { withdrawalMessages } from '@shop/domain/withdrawal'

import { sql } from '../support/api.ts'
import { checkoutBody, createPayment, fakeStripe, orderRow, publishedSlug, sessionIdOf, waitForStatus } from '../support/checkout.ts'
import { mailTo, signedInCustomer, visitor } from '../support/customers.ts'
import { moveOrder } from '../support/dashboard.ts'
import { shopAddresses } from '../support/forms.ts'
import { mailsTo } from '../support/inbox.ts'

/** An order of the customer (a guest's when no token), paid unless told otherwise. */
async function placedOrder({ token, paid = true }: { token?: string; paid?: boolean } = {}) {
  const res = await createPayment(
    checkoutBody([{ category: 'telephone', productId: await publishedSlug('phones'), protection: 'hd-tpu', quantity: 2 }]),
    token,
  )
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
        items: [{ name: expect.stringContaining('Hydrogel HD TPU'), variant: null, quantity: 2, unit_price: 15 }],
        total_amount: 30,
        delivered_at: null,
        withdrawal_deadline: null,
        withdrawn: null,
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
    expect(history.at(-1)).toEqual({ status: 'confirmed', note: `Rétractation exercée en ligne (${reference})` })
    expect((await orderRow(order.orderId)).status).toBe('confirmed')

    const acknowledgement = await mailTo(order.email, 'Accusé de réception de votre rétractation')
    const parisTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
      new Date(withdrawnAt),
    )
    expect(acknowledgement.text).toContain(`exercée en ligne le ${parisTime} (heure de Paris)`)
    expect(acknowledgement.text).toContain(reference)
    // The refund's 14 days run from the withdrawal (L221-24), which may wait for the articles or a proof of their dispatch.
    expect(acknowledgement.text).toContain(
      "dans les 14 jours suivant le jour où nous sommes informés de votre rétractation, par le moyen de paiement utilisé pour la commande ; ce remboursement peut être différé jusqu'à la réception des articles ou jusqu'à la preuve de leur expédition, la date retenue étant celle du premier de ces faits.",
    )
    expect((await mailTo((await shopAddresses()).support, reference)).text).toContain(order.orderNumber)

    // Confirming again (a double click, a retry) answers the same and sends nothing more.
    const again = await withdraw('confirm', guest)
    expect(again.body).toEqual(confirmed.body)
    expect((await withdraw('summary', guest)).body.withdrawal.withdrawn).toEqual({ reference, withdrawn_at: withdrawnAt })
    await new Promise((resolve) => setTimeout(resolve, 500))
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
})
