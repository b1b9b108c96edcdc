import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { customerData } from '@shop/seed/factories'
import { dashboardMessages } from '@shop/domain/dashboard'
import { orderStatusLabels } from '@shop/domain/orders'

import sharp from 'sharp'

import { baseUrl, sql } from '../support/api.ts'
import { runChoreNow } from '../support/chores.ts'
import { fakeStripe } from '../support/checkout.ts'
import { mailTo, signedInCustomer, visitor } from '../support/customers.ts'
import { dashboardClient, dashboardToken, placedOrder, postOrderMove } from '../support/dashboard.ts'
import { submitClaim, submitForm, validForms } from '../support/forms.ts'
import { mailedLink } from '../support/inbox.ts'
import { emailJobsTo, mailsSettledFor } from '../support/mail-jobs.ts'
import { parisToday } from '../support/paris-today.ts'

let admin: ReturnType<typeof dashboardClient>
const adminEmail = () => 'admin@boutique.test'

beforeAll(async () => {
  admin = dashboardClient(await dashboardToken())
})

/**
 * Other suites write orders at the same time: a figure is compared with SQL read right before and
 * right after it, and the comparison retried until both reads agree (a quiet moment).
 */
async function steady<T>(
  read: () => Promise<T>,
  truth: () => Promise<unknown>,
  matches?: (value: T, truth: unknown) => boolean,
): Promise<{ value: T; truth: unknown }> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const before = JSON.stringify(await truth())
    const value = await read()
    const after = await truth()
    if (before === JSON.stringify(after)) {
      if (matches === undefined || matches(value, after)) return { value, truth: after }
    }
    // A write committed out of order may leave the overview's kept figures behind for a few seconds.
    await new Promise((resolve) => setTimeout(resolve, 700))
  }
  throw new Error('the database never stood still')
}

const orderOf = async (id: number) => (await admin.get(`/api/dashboard/orders/${id}`)).body.order

const move = (id: number, status: string, extra: { carrier?: string; trackingNumber?: string } = {}) =>
  postOrderMove(admin, id, { status, ...extra })

describe('overview', () => {
  it('states what SQL says of all orders and tickets, with 30 days of charts, less what withdrawals gave back', async () => {
    await placedOrder({ quantity: 2 })
    await placedOrder({ paid: false })
    // One of two films withdrawn from and refunded: the figures no longer count it.
    const email = customerData().email
    const withdrawn = await placedOrder({ quantity: 2, email })
    const guest = { orderNumber: withdrawn.orderNumber, email }
    const [film] = (await visitor().post('/api/withdrawals?action=summary', guest)).body.withdrawal.items
    const confirmed = await visitor().post('/api/withdrawals?action=confirm', { ...guest, lines: [{ id: film.id, quantity: 1 }] })
    const [ticket] = await sql('select id from tickets where reference = $1', [confirmed.body.reference])
    const { updatedAt } = (await admin.get(`/api/dashboard/tickets/${ticket.id}`)).body.ticket
    expect((await admin.post(`/api/dashboard/tickets/${ticket.id}/refund`, { expectedUpdatedAt: updatedAt })).status).toBe(200)
    const refunded = (where: string) => `(select coalesce(sum(w.refund_cents), 0) from tickets t
      join tickets_withdrawn_lines w on w._parent_id = t.id join orders ro on ro.id = t.order_id
      left join orders_lines rl on rl.id = w.line_id
      where t.withdrawal_refunded_at is not null and ro.payment_paid_at is not null and ro.status <> 'refunded' and ${where})`
    const { value, truth } = await steady(
      async () => (await admin.get('/api/dashboard/overview')).body,
      async () => {
        const [orders] = await sql(`select count(*)::int as total, count(*) filter (where status = 'pending')::int as pending,
          (coalesce(sum(total_cents) filter (where payment_paid_at is not null and status <> 'refunded'), 0) - ${refunded('true')})::bigint::text
            as revenue from orders`)
        const [tickets] = await sql(`select count(*) filter (where status in ('open', 'in-progress'))::int as open,
          count(*) filter (where status in ('resolved', 'closed'))::int as resolved from tickets`)
        const isToday = (column: string) => `(${column} at time zone 'Europe/Paris')::date = (now() at time zone 'Europe/Paris')::date`
        const today = await sql(`select count(*)::int as orders,
          (coalesce(sum(total_cents) filter (where payment_paid_at is not null and status <> 'refunded'), 0)
            - ${refunded(isToday('ro.created_at'))})::bigint::text as revenue
          from orders where ${isToday('created_at')}`)
        const recent = (column: string) =>
          `${column} >= ((now() at time zone 'Europe/Paris')::date - 29)::timestamp at time zone 'Europe/Paris'`
        const categories = await sql(`select l.category, sum(l.quantity)::int as quantity,
            (sum(l.total_cents) - ${refunded(`rl.category = l.category and ${recent('ro.created_at')}`)})::bigint::text as revenue
          from orders o join orders_lines l on l._parent_id = o.id
          where ${recent('o.created_at')} and o.payment_paid_at is not null and o.status <> 'refunded'
          group by l.category order by sum(l.total_cents) desc, l.category`)
        const latest = await sql('select order_number from orders order by created_at desc, id desc limit 5')
        return { orders, tickets, today: today[0], categories, latest }
      },
      (value: any, truth: any) =>
        value.orders.total === truth.orders.total &&
        value.revenueCents === Number(truth.orders.revenue) &&
        value.tickets.open === truth.tickets.open,
    )
    const expected = truth as any
    expect(value.orders).toEqual({ total: expected.orders.total, pending: expected.orders.pending })
    expect(value.revenueCents).toBe(Number(expected.orders.revenue))
    expect(value.tickets).toEqual(expected.tickets)
    expect(value.perDay).toHaveLength(30)
    expect(value.perDay.at(-1)).toMatchObject({ orders: expected.today.orders, revenueCents: Number(expected.today.revenue) })
    expect(value.salesByCategory).toEqual(
      expected.categories.map((row: any) => ({ category: row.category, quantity: row.quantity, revenueCents: Number(row.revenue) })),
    )
    expect(value.latestOrders.map((order: any) => order.orderNumber)).toEqual(expected.latest.map((row: any) => row.order_number))
    expect(value.latestTickets.length).toBeLessThanOrEqual(5)
    expect(value.topProduct).toMatchObject({ name: expect.any(String), quantity: expect.any(Number) })
  })
})

describe('overview, kept between writes', () => {
  it('counts a new order at once: the kept figures follow each write', async () => {
    const before = (await admin.get('/api/dashboard/overview')).body
    expect((await admin.get('/api/dashboard/overview')).body.orders.total).toBeGreaterThanOrEqual(before.orders.total)
    await placedOrder({ paid: false })
    const after = (await admin.get('/api/dashboard/overview')).body
    expect(after.orders.total).toBeGreaterThan(before.orders.total)
    expect(after.orders.pending).toBeGreaterThan(0)
  })
})

describe('orders tab', () => {
  it('pages, searches, filters and sorts on the server', async () => {
    const email = customerData().email
    const first = await placedOrder({ email, quantity: 3 })
    const second = await placedOrder({ email, paid: false })
    const mine = await admin.get(`/api/dashboard/orders?q=${encodeURIComponent(email)}&sort=createdAt`)
    expect(mine.status).toBe(200)
    expect(mine.body).toMatchObject({ success: true, page: 1, limit: 20, total: 2, totalPages: 1 })
    expect(mine.body.rows.map((row: any) => row.orderNumber)).toEqual([first.orderNumber, second.orderNumber])
    expect(mine.body.rows[0]).toMatchObject({ id: first.id, email, status: 'confirmed', totalCents: 4500, items: 3 })
    const pending = await admin.get(`/api/dashboard/orders?q=${encodeURIComponent(email)}&status=pending`)
    expect(pending.body.rows.map((row: any) => row.id)).toEqual([second.id])
    const [{ count }] = await sql(`select count(*)::int as count from orders where status = 'confirmed'`)
    const paged = await admin.get('/api/dashboard/orders?status=confirmed&limit=1&page=2')
    expect(paged.body.total).toBeGreaterThanOrEqual(count)
    expect(paged.body.rows).toHaveLength(1)
    const today = parisToday()
    const dated = await admin.get(`/api/dashboard/orders?q=${encodeURIComponent(email)}&from=${today}&to=${today}`)
    expect(dated.body.total).toBe(2)
  })

  it('answers bad queries with a French 400, and SQL-looking searches with nothing', async () => {
    const huge = await admin.get('/api/dashboard/orders?limit=100000')
    expect(huge.status).toBe(400)
    expect(huge.body.error).toBe(dashboardMessages.pageSizeTooLarge)
    const status = await admin.get('/api/dashboard/orders?status=archived')
    expect(status.status).toBe(400)
    expect(status.body.error).toBe(dashboardMessages.unknownStatus)
    expect((await admin.get('/api/dashboard/orders?sort=id;drop table orders')).status).toBe(400)
    expect((await admin.get('/api/dashboard/orders?from=hier')).status).toBe(400)
    for (const q of ["' or 1=1 --", '%', '_', "'); delete from orders; --"]) {
      const res = await admin.get(`/api/dashboard/orders?q=${encodeURIComponent(q)}`)
      expect(res.status).toBe(200)
      expect(res.body.total).toBe(0)
    }
    expect((await sql('select count(*)::int as count from orders'))[0].count).toBeGreaterThan(0)
  })
})

describe('order workflow', () => {
  it('advances a paid order step by step, records who and when, e-mails the tracking number and shows it on /suivi', async () => {
    const email = customerData().email
    const order = await placedOrder({ email })
    const detail = await orderOf(order.id)
    expect(detail).toMatchObject({ status: 'confirmed', nextStatus: 'processing', allowedStatuses: ['processing', 'cancelled'] })

    const processing = await move(order.id, 'processing')
    expect(processing.status).toBe(200)
    expect(processing.body.order).toMatchObject({ status: 'processing', nextStatus: 'shipped' })
    expect(processing.body.order.history.at(-1)).toMatchObject({ status: 'processing', by: adminEmail() })

    const withoutTracking = await move(order.id, 'shipped', { carrier: 'Colissimo' })
    expect(withoutTracking.status).toBe(400)
    expect(withoutTracking.body.error).toBe(dashboardMessages.shippingRequired)
    expect((await sql('select status from orders where id = $1', [order.id]))[0].status).toBe('processing')

    const shipped = await move(order.id, 'shipped', { carrier: 'Colissimo', trackingNumber: '6A12345678901' })
    expect(shipped.status).toBe(200)
    const [row] = await sql('select status, shipping_carrier, shipping_tracking_number from orders where id = $1', [order.id])
    expect(row).toEqual({ status: 'shipped', shipping_carrier: 'Colissimo', shipping_tracking_number: '6A12345678901' })
    const history = await sql('select status, by from orders_status_history where _parent_id = $1 order by _order', [order.id])
    expect(history).toEqual([
      { status: 'pending', by: null },
      { status: 'confirmed', by: null },
      { status: 'processing', by: adminEmail() },
      { status: 'shipped', by: adminEmail() },
    ])
    const mail = await mailTo(email, 'expédiée')
    expect(mail.text).toContain('6A12345678901')
    // The key in the fragment, which no access log keeps.
    const key = mailedLink(mail, '/suivi').secrets
    expect(key.get('commande')).toBe(order.orderNumber)
    const keyed = await visitor().post('/api/order-tracking', { orderNumber: order.orderNumber, key: key.get('cle') })
    expect(keyed.body.order.shipping).toEqual({ carrier: 'Colissimo', tracking_number: '6A12345678901' })

    const tracking = await visitor().post('/api/order-tracking', { orderNumber: order.orderNumber, email })
    expect(tracking.body.order.shipping).toEqual({ carrier: 'Colissimo', tracking_number: '6A12345678901' })
    expect(tracking.body.order.timeline.find((step: any) => step.step === 'Expédiée').status).toBe('active')

    expect((await move(order.id, 'delivered')).status).toBe(200)
    const backwards = await move(order.id, 'pending')
    expect(backwards.status).toBe(409)
    expect(backwards.body.error).toBe(dashboardMessages.forbiddenTransition(orderStatusLabels.delivered, orderStatusLabels.pending))
    expect(backwards.body.order.status).toBe('delivered')
  })

  it('refuses an unknown status and a pending order confirmed by hand; cancelling a paid order refunds it', async () => {
    const unpaid = await placedOrder({ paid: false })
    const unknown = await move(unpaid.id, 'archived')
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toBe(dashboardMessages.unknownStatus)
    expect((await move(unpaid.id, 'confirmed')).status).toBe(409)

    const email = customerData().email
    const paid = await placedOrder({ email, quantity: 2 })
    const cancelled = await move(paid.id, 'cancelled')
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.order.status).toBe('refunded')
    expect((await fakeStripe.refunds()).filter((refund) => refund.amount === 3000).length).toBeGreaterThan(0)
    const history = await sql('select status, by from orders_status_history where _parent_id = $1 order by _order', [paid.id])
    expect(history.slice(-2)).toEqual([
      { status: 'cancelled', by: adminEmail() },
      { status: 'refunded', by: adminEmail() },
    ])
    // Both issued by their tasks, queued with the payment and the refund.
    await expect
      .poll(
        async () => (await sql('select kind from invoices where order_id = $1 order by id', [paid.id])).map((invoice) => invoice.kind),
        { timeout: 10_000 },
      )
      .toEqual(['invoice', 'credit_note'])
    const cancellation = await mailTo(email, 'Annulation')
    expect(cancellation.text).toContain('Le montant de 30,00')
    // The customer gets the credit note with it, account or not.
    expect(cancellation.text).toContain("L'avoir de ce remboursement, joint à ce message au format PDF, en fait foi")
    const [creditNote] = await sql(`select number from invoices where order_id = $1 and kind = 'credit_note'`, [paid.id])
    expect(cancellation.attachments.map(({ filename }) => filename)).toEqual([`avoir-${creditNote.number}.pdf`])
  })

  it('queues the invoice with the payment, and the credit note with its e-mail with the refund: both or neither, each issued once', async () => {
    const invoiceJobsOf = async (orderId: number) =>
      (
        await sql(`select task_slug from payload_jobs where queue = 'invoices' and input->>'order' = $1 order by id`, [String(orderId)])
      ).map((job) => job.task_slug as string)
    const email = customerData().email
    const paid = await placedOrder({ email })
    // Seen confirmed, the order has its invoice's task already: they were committed together.
    expect(await invoiceJobsOf(paid.id)).toEqual(['issue-invoice'])
    const mailsBefore = (await emailJobsTo(email)).length

    // The payment side refuses the refund: the cancellation rolls back, and nothing is queued with it.
    await fakeStripe.failNext(3)
    const refused = await move(paid.id, 'cancelled')
    await fakeStripe.failNext(0)
    expect(refused.status).toBe(500)
    expect((await orderOf(paid.id)).status).toBe('confirmed')
    expect(await invoiceJobsOf(paid.id)).toEqual(['issue-invoice'])
    expect(await emailJobsTo(email)).toHaveLength(mailsBefore)

    expect((await move(paid.id, 'cancelled')).status).toBe(200)
    expect(await invoiceJobsOf(paid.id)).toEqual(['issue-invoice', 'issue-credit-note'])
    const cancellation = await mailTo(email, 'Annulation')
    const creditNotes = async () => sql(`select number from invoices where order_id = $1 and kind = 'credit_note'`, [paid.id])
    const [creditNote] = await creditNotes()
    expect(cancellation.attachments.map(({ filename }) => filename)).toEqual([`avoir-${creditNote.number}.pdf`])

    // The task run again (as after an instance stopped between its commit and its end): no second credit note, no second e-mail.
    await sql(
      `insert into payload_jobs (input, task_slug, queue) select input, task_slug, queue from payload_jobs
        where queue = 'invoices' and input->>'order' = $1`,
      [String(paid.id)],
    )
    await expect
      .poll(
        async () =>
          (
            await sql(`select 1 from payload_jobs where queue = 'invoices' and input->>'order' = $1 and completed_at is null`, [
              String(paid.id),
            ])
          ).length,
        { timeout: 10_000 },
      )
      .toBe(0)
    expect(await sql(`select kind from invoices where order_id = $1 order by id`, [paid.id])).toEqual([
      { kind: 'invoice' },
      { kind: 'credit_note' },
    ])
    expect(await creditNotes()).toEqual([creditNote])
    await mailsSettledFor(email)
    expect(await emailJobsTo(email)).toHaveLength(mailsBefore + 1)
  })

  it('lets one of two administrators advancing the same order win; the other gets 409 and the fresh order', async () => {
    const order = await placedOrder()
    const seen = await orderOf(order.id)
    const body = { status: 'processing', expectedUpdatedAt: seen.updatedAt }
    const other = dashboardClient(await dashboardToken())
    const answers = await Promise.all([
      admin.post(`/api/dashboard/orders/${order.id}/status`, body),
      other.post(`/api/dashboard/orders/${order.id}/status`, body),
    ])
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
    const lost = answers.find((res) => res.status === 409)
    expect(lost?.body).toMatchObject({ success: false, error: dashboardMessages.staleOrder, order: { status: 'processing' } })
    const history = await sql(`select count(*)::int as count from orders_status_history where _parent_id = $1 and status = 'processing'`, [
      order.id,
    ])
    expect(history[0].count).toBe(1)
  })
})

describe('customers tab', () => {
  it('counts orders and money spent per customer, with their orders and tickets', async () => {
    const email = customerData().email
    await placedOrder({ email, quantity: 2 })
    await placedOrder({ email, paid: false })
    expect((await submitForm('contact', validForms(email).contact)).status).toBe(201)
    const list = await admin.get(`/api/dashboard/customers?q=${encodeURIComponent(email)}`)
    expect(list.status).toBe(200)
    expect(list.body.rows).toEqual([expect.objectContaining({ email, status: 'guest', orders: 2, spentCents: 3000 })])
    const detail = await admin.get(`/api/dashboard/customer?email=${encodeURIComponent(email)}`)
    expect(detail.body.orders).toHaveLength(2)
    expect(detail.body.tickets).toEqual([expect.objectContaining({ email, source: 'contact' })])
    expect((await admin.get('/api/dashboard/customer?email=personne@nulle.part')).status).toBe(404)
    const account = await signedInCustomer()
    const accounts = await admin.get(`/api/dashboard/customers?q=${encodeURIComponent(account.email)}&status=active`)
    expect(accounts.body.rows).toEqual([expect.objectContaining({ email: account.email, status: 'active', orders: 0, lastOrderAt: null })])
  })
})

describe('customers tab totals', () => {
  /** The totals of the addresses as the orders table has them, grouped now. */
  const truthOf = (emails: string[]) =>
    sql(
      `select lower(email) as email, count(*)::int as orders,
         coalesce(sum(total_cents) filter (where payment_paid_at is not null and status <> 'refunded'), 0)::int as "spentCents"
       from orders where lower(email) = any($1) group by lower(email) order by 1`,
      [emails.map((email) => email.toLowerCase())],
    )
  const listedOf = async (emails: string[]) => {
    const rows = await Promise.all(
      emails.map(async (email) => (await admin.get(`/api/dashboard/customers?q=${encodeURIComponent(email)}`)).body.rows),
    )
    return rows
      .flat()
      .map(({ email, orders, spentCents }) => ({ email, orders, spentCents }))
      .sort((a, b) => a.email.localeCompare(b.email))
  }

  it('follow every write of the orders, orders placed at the same moment included', async () => {
    const email = customerData().email
    const other = customerData().email
    await Promise.all(Array.from({ length: 8 }, (_, index) => placedOrder({ email, paid: index % 2 === 0 })))
    expect(await listedOf([email])).toEqual([{ email, orders: 8, spentCents: 6000 }])

    // Any writer of the table, not only the shop's code: a refund, an address corrected (another
    // case included), an unpaid order deleted, several rows in one statement.
    const idsOf = async (paid: boolean) =>
      (await sql(`select id from orders where email = $1 and (payment_paid_at is not null) = $2 order by id`, [email, paid])).map((row) =>
        Number(row.id),
      )
    const [paid, unpaid] = [await idsOf(true), await idsOf(false)]
    await sql(`update orders set status = 'refunded' where id = $1`, [paid[0]])
    await sql('update orders set email = $2 where id = any($1)', [[paid[1], unpaid[0]], other.toUpperCase()])
    await sql('delete from orders where id = $1', [unpaid[1]])
    const listed = await listedOf([email, other])
    expect(listed).toEqual(await truthOf([email, other]))
    expect(listed).toEqual(
      [
        { email, orders: 5, spentCents: 3000 },
        { email: other, orders: 2, spentCents: 1500 },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    )

    // A guest is named by their latest order: its name corrected, the tab follows; an older one's does
    // not count. Orders of the same millisecond (the timestamps' precision) are told apart by their ids.
    const [latest, older] = await sql(`select id from orders where email = $1 order by id desc limit 2`, [email])
    await sql(`update orders set created_at = (select max(created_at) from orders where email = $2) where id = any($1)`, [
      [latest.id, older.id],
      email,
    ])
    await sql(`update orders set name = 'Camille Nouveau' where id = $1`, [latest.id])
    await sql(`update orders set name = 'Ancien Nom' where id = $1`, [older.id])
    const named = (await admin.get(`/api/dashboard/customers?q=${encodeURIComponent(email)}`)).body.rows
    expect(named).toEqual([expect.objectContaining({ email, name: 'Camille Nouveau', orders: 5, spentCents: 3000 })])
  })
  it('are recounted however many addresses were noted at once, as after a bulk load', async () => {
    // Many times the locks PostgreSQL's lock table holds (64 per connection): a recount that locked
    // each address failed with « out of shared memory », and the tab with it, on every read.
    const domain = `${randomUUID()}.example`
    await sql(`insert into customer_order_totals_stale select 'bulk' || g || '@' || $1 from generate_series(1, 50000) g`, [domain])
    const res = await admin.get('/api/dashboard/customers?page=1&limit=20')
    expect(res.status).toBe(200)
    expect(await sql(`select count(*)::int as left from customer_order_totals_stale where email like '%@' || $1`, [domain])).toEqual([
      { left: 0 },
    ])
  })

  it('are recounted by the hourly chore when nobody reads the tab', async () => {
    const email = customerData().email
    await Promise.all([placedOrder({ email, paid: true }), placedOrder({ email, paid: false })])
    const noted = () => sql(`select 1 from customer_order_totals_stale where email = $1`, [email])
    expect((await noted()).length).toBeGreaterThan(0)

    // Its next run is an hour away (CUSTOMER_TOTALS_SECONDS): brought forward, as its hour coming would.
    await runChoreNow('customer-totals')
    expect(await noted()).toEqual([])
    expect(await sql(`select orders, spent_cents::int as "spentCents" from customer_order_totals where email = $1`, [email])).toEqual([
      { orders: 2, spentCents: 1500 },
    ])
  })
})

describe('support tab', () => {
  it('replies by e-mail and records the reply in the thread, then resolves; a stale change gets 409', async () => {
    const email = customerData().email
    const sent = await submitForm('contact', validForms(email).contact)
    expect(sent.status).toBe(201)
    const list = await admin.get(`/api/dashboard/tickets?q=${encodeURIComponent(sent.body.reference)}`)
    expect(list.body.rows).toEqual([expect.objectContaining({ reference: sent.body.reference, status: 'open', source: 'contact' })])
    const id = list.body.rows[0].id
    const ticket = (await admin.get(`/api/dashboard/tickets/${id}`)).body.ticket
    expect(ticket.fields).toContainEqual({ label: 'Message', value: validForms(email).contact.message })

    const empty = await admin.post(`/api/dashboard/tickets/${id}/reply`, { message: '  ', expectedUpdatedAt: ticket.updatedAt })
    expect(empty.status).toBe(400)
    expect(empty.body.error).toBe(dashboardMessages.replyRequired)

    const reply = await admin.post(`/api/dashboard/tickets/${id}/reply`, {
      message: 'Bonjour, oui : le film Pixel 9 est disponible.',
      expectedUpdatedAt: ticket.updatedAt,
    })
    expect(reply.status).toBe(200)
    expect(reply.body.ticket).toMatchObject({
      status: 'in-progress',
      replies: [{ by: adminEmail(), message: 'Bonjour, oui : le film Pixel 9 est disponible.' }],
    })
    // The reply, not the acknowledgement that shares its reference: it leaves from the queue.
    const mail = await mailTo(email, `Re: votre demande ${sent.body.reference}`)
    expect(mail.text).toContain('le film Pixel 9 est disponible')
    const [row] = await sql('select first_response_at, status from tickets where id = $1', [id])
    expect(row.first_response_at).not.toBeNull()

    const stale = await admin.patch(`/api/dashboard/tickets/${id}`, { status: 'resolved', expectedUpdatedAt: ticket.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: dashboardMessages.staleTicket, ticket: { status: 'in-progress' } })
    const resolved = await admin.patch(`/api/dashboard/tickets/${id}`, {
      status: 'resolved',
      priority: 'urgent',
      expectedUpdatedAt: reply.body.ticket.updatedAt,
    })
    expect(resolved.status).toBe(200)
    expect((await sql('select status, priority from tickets where id = $1', [id]))[0]).toEqual({ status: 'resolved', priority: 'urgent' })
    const bad = await admin.patch(`/api/dashboard/tickets/${id}`, { status: 'perdu', expectedUpdatedAt: resolved.body.ticket.updatedAt })
    expect(bad.status).toBe(400)
  })

  it('filters by status, priority and source, and sorts by priority', async () => {
    const res = await admin.get('/api/dashboard/tickets?status=open&source=contact&sort=-priority&limit=5')
    expect(res.status).toBe(200)
    for (const row of res.body.rows) expect(row).toMatchObject({ status: 'open', source: 'contact' })
    expect((await admin.get('/api/dashboard/tickets?priority=critique')).status).toBe(400)
  })
})

describe('analytics', () => {
  it('counts page views, visits and searches without any address, and reports them with the conversion rate', async () => {
    const path = `/telephones/modele-${Date.now()}`
    const send = (event: unknown) => visitor().post('/api/analytics/events', event)
    expect((await send({ type: 'page-view', path, visit: true })).status).toBe(204)
    expect((await send({ type: 'page-view', path, visit: false })).status).toBe(204)
    const term = `Écran Introuvable ${Date.now()}`
    expect((await send({ type: 'search', term, results: 0 })).status).toBe(204)
    expect((await send({ type: 'page-view', path: 'https://ailleurs.example/x', visit: true })).status).toBe(400)
    expect((await send({ type: 'search', term: 'x'.repeat(200), results: 1 })).status).toBe(400)
    const [row] = await sql('select views::int, visits::int from page_view_counts where path = $1', [path])
    expect(row).toEqual({ views: 2, visits: 1 })
    const columns = await sql(
      `select column_name from information_schema.columns where table_name in ('page_view_counts', 'search_term_counts')`,
    )
    expect(columns.map((column) => column.column_name).join(' ')).not.toMatch(/ip|address|agent/)

    const { value, truth } = await steady(
      async () => (await admin.get('/api/dashboard/analytics?days=7')).body,
      async () =>
        sql(`select coalesce(sum(views), 0)::int as views, coalesce(sum(visits), 0)::int as visits from page_view_counts
          where day >= to_char((now() at time zone 'Europe/Paris')::date - 6, 'YYYY-MM-DD')`),
    )
    const [totals] = truth as { views: number; visits: number }[]
    expect(value).toMatchObject({ success: true, days: 7, pageViews: totals?.views, visits: totals?.visits })
    expect(value.perDay).toHaveLength(7)
    expect(value.conversionRate).toBeCloseTo(value.paidOrders / value.visits)
    const normalised = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    expect(value.searchesWithoutResult).toContainEqual({ term: normalised, searches: 1 })
    expect((await admin.get('/api/dashboard/analytics?days=9999')).status).toBe(400)
  })
})

describe('private files', () => {
  it('serves an invoice PDF to an administrator only', async () => {
    const order = await placedOrder()
    // Issued by its task, queued with the payment.
    await expect.poll(async () => (await orderOf(order.id)).invoices[0], { timeout: 10_000 }).toMatchObject({ kind: 'invoice' })
    const invoice = (await orderOf(order.id)).invoices[0]
    const res = await admin.get(`/api/dashboard/invoices/${invoice.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain(invoice.number)
    expect((await visitor().get(`/api/dashboard/invoices/${invoice.id}`)).status).toBe(401)
    expect((await admin.get('/api/dashboard/invoices/999999999')).status).toBe(404)
    expect((await admin.get('/api/dashboard/photos/autre/1')).status).toBe(404)
  })

  it("serves a warranty claim's photos to an administrator only", async () => {
    const email = customerData().email
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#0c6c80' } })
      .png()
      .toBuffer()
    const sent = await submitClaim(validForms(email)['warranty-claim'], [{ data: png, name: 'fissure.png', type: 'image/png' }])
    expect(sent.status).toBe(201)
    const [row] = await sql('select id from tickets where reference = $1', [sent.body.reference])
    const ticket = (await admin.get(`/api/dashboard/tickets/${row.id}`)).body.ticket
    expect(ticket.photoIds).toHaveLength(1)
    const path = `/api/dashboard/photos/claim/${ticket.photoIds[0]}`
    const photo = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${await dashboardToken()}` } })
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toMatch(/^image\//)
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(32)
    expect((await visitor().get(path)).status).toBe(401)
  })
})
