import { describe, expect, it } from 'vitest'

import {
  checkoutFormSchema,
  createPaymentBodySchema,
  orderMessages,
  orderSupportBodySchema,
  orderTrackingBodySchema,
  trackingTimeline,
} from './orders.ts'

const createdAt = '2026-11-20T10:00:00.000Z'

describe('trackingTimeline', () => {
  it('marks the steps reached, the current one active and the rest pending, with their dates', () => {
    const timeline = trackingTimeline(
      [
        { status: 'pending', at: createdAt },
        { status: 'confirmed', at: '2026-11-20T10:05:00.000Z' },
        { status: 'processing', at: '2026-11-21T08:00:00.000Z' },
        { status: 'shipped', at: '2026-11-21T16:00:00.000Z' },
      ],
      createdAt,
    )
    expect(timeline).toEqual([
      { step: 'Commande reçue', status: 'completed', date: createdAt },
      { step: 'En préparation', status: 'completed', date: '2026-11-21T08:00:00.000Z' },
      { step: 'Expédiée', status: 'active', date: '2026-11-21T16:00:00.000Z' },
      { step: 'Livrée', status: 'pending', date: null },
    ])
  })

  it('ends a cancelled order with its cancellation instead of the steps never reached', () => {
    const timeline = trackingTimeline(
      [
        { status: 'pending', at: createdAt },
        { status: 'cancelled', at: '2026-11-20T11:00:00.000Z' },
      ],
      createdAt,
    )
    expect(timeline).toEqual([
      { step: 'Commande reçue', status: 'completed', date: createdAt },
      { step: 'Annulée', status: 'active', date: '2026-11-20T11:00:00.000Z' },
    ])
  })

  it('ends a returned parcel with its return', () => {
    const history = (['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'returned'] as const).map((status) => ({
      status,
      at: createdAt,
    }))
    expect(trackingTimeline(history, createdAt).map(({ step, status }) => `${step}:${status}`)).toEqual([
      'Commande reçue:completed',
      'En préparation:completed',
      'Expédiée:completed',
      'Livrée:completed',
      'Retournée:active',
    ])
  })

  it('shows every step completed once delivered', () => {
    const history = (['pending', 'confirmed', 'processing', 'shipped', 'delivered'] as const).map((status) => ({ status, at: createdAt }))
    expect(trackingTimeline(history, createdAt).map((step) => step.status)).toEqual(['completed', 'completed', 'completed', 'completed'])
  })
})

describe('createPaymentBodySchema', () => {
  const body = {
    items: [{ category: 'ecran-auto', productId: 'tesla-model-3', quantity: 1 }],
    customerInfo: {
      name: 'Camille Martin',
      email: 'camille@example.fr',
      address: '3 quai du Port',
      city: 'Marseille',
      postalCode: '13002',
    },
    termsAccepted: true,
    successUrl: 'http://localhost:3000/success',
    cancelUrl: 'http://localhost:3000/commande',
  }

  it('asks for the terms to be accepted, in French', () => {
    const parsed = createPaymentBodySchema.safeParse({ ...body, termsAccepted: false })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(orderMessages.termsRequired)
  })

  it('refuses notes over 500 characters and an empty cart', () => {
    const notes = createPaymentBodySchema.safeParse({ ...body, customerInfo: { ...body.customerInfo, notes: 'x'.repeat(501) } })
    expect(notes.error?.issues[0]?.message).toBe(orderMessages.notesTooLong)
    expect(createPaymentBodySchema.safeParse({ ...body, items: [] }).error?.issues[0]?.message).toBe(orderMessages.emptyCart)
    expect(createPaymentBodySchema.safeParse(body).success).toBe(true)
  })
})

describe('checkoutFormSchema', () => {
  const form = { name: 'Camille Martin', email: 'camille@example.fr', address: '3 quai du Port', city: 'Marseille', postalCode: '13002' }

  it('asks for the terms under their own field', () => {
    const parsed = checkoutFormSchema.safeParse({ ...form, termsAccepted: false })
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['termsAccepted', orderMessages.termsRequired]])
    expect(checkoutFormSchema.safeParse({ ...form, phone: '', notes: '', termsAccepted: true }).success).toBe(true)
  })
})

describe('orderSupportBodySchema', () => {
  const body = { name: 'Camille Martin', email: 'camille@example.fr', orderNumber: '', message: 'Mon colis est en retard.' }

  it('takes a message of up to 500 characters, with or without an order number', () => {
    expect(orderSupportBodySchema.safeParse(body).success).toBe(true)
    expect(orderSupportBodySchema.parse({ ...body, orderNumber: ' mbp-20112026-0001 ' }).orderNumber).toBe('MBP-20112026-0001')
    const tooLong = orderSupportBodySchema.safeParse({ ...body, message: 'x'.repeat(501) })
    expect(tooLong.error?.issues[0]?.message).toBe('Le message ne peut pas dépasser 500 caractères.')
  })

  it('names each missing or malformed field in French', () => {
    const parsed = orderSupportBodySchema.safeParse({ name: ' ', email: 'camille', orderNumber: '123', message: '' })
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Le nom est requis'],
      ['email', "Format d'email invalide"],
      ['orderNumber', orderMessages.supportOrderNumberInvalid],
      ['message', orderMessages.supportMessageRequired],
    ])
  })
})

describe('orderTrackingBodySchema', () => {
  it('asks for a missing order number, and finds no order for a malformed one', () => {
    const message = (orderNumber: string) =>
      orderTrackingBodySchema.safeParse({ orderNumber, email: 'camille@example.fr' }).error?.issues[0]?.message
    expect(message(' ')).toBe('Le numéro de commande est requis')
    expect(message('12345')).toBe('Commande introuvable')
    expect(orderTrackingBodySchema.parse({ orderNumber: 'mbp-20112026-0001', email: 'Camille@Example.fr' })).toEqual({
      orderNumber: 'MBP-20112026-0001',
      email: 'camille@example.fr',
    })
  })
})
