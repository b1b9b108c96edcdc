import { describe, expect, it } from 'vitest'

import type { DeliveryMode } from './delivery.ts'
import { formatCents } from './money.ts'
import { deliversFree, deliveryPromise, paymentNote, replyPromise, warrantyPromise, writeToUsLead } from './shop-promises.ts'

const mode = (code: string, priceCents: number, minDays: number, maxDays: number): DeliveryMode => ({
  code,
  name: `Livraison ${code}`,
  priceCents,
  minDays,
  maxDays,
  description: '',
})

describe('the promises the storefront makes', () => {
  it('promises free delivery only while a mode costs nothing, else the lowest price', () => {
    const express = mode('express', 999, 1, 1)
    expect(deliveryPromise([express, mode('standard', 0, 2, 3)])).toEqual({
      title: 'Livraison offerte',
      text: 'Livraison standard gratuite, en 2 à 3 jours ouvrés, sans minimum d’achat.',
    })
    expect(deliversFree([express, mode('standard', 0, 2, 3)])).toBe(true)
    expect(deliveryPromise([express, mode('standard', 199, 2, 3)])).toEqual({
      title: `Livraison dès ${formatCents(199)}`,
      text: 'Livraison standard en 2 à 3 jours ouvrés.',
    })
    expect(deliversFree([express, mode('standard', 199, 2, 3)])).toBe(false)
    expect(deliveryPromise([])).toBeNull()
    expect(deliversFree([])).toBe(false)
  })

  it('words the warranty and the reply delay from the settings, and promises no warranty of 0 days', () => {
    expect(warrantyPromise(30)?.title).toBe('Garantie 30 jours')
    expect(warrantyPromise(1)?.title).toBe('Garantie 1 jour')
    expect(warrantyPromise(0)).toBeNull()
    expect(replyPromise('48h').text).toBe('Réponse à vos e-mails sous 48h.')
    expect(writeToUsLead('48h')).toBe('Écrivez-nous : nous vous répondons sous 48h.')
    expect(writeToUsLead(undefined)).toBe('Écrivez-nous.')
  })

  it('names every payment method offered, not the card alone', () => {
    expect(paymentNote(['card'])).toBe(
      'Paiement sécurisé par la carte bancaire (CB, Visa, Mastercard, American Express), sur la page de notre prestataire de paiement.',
    )
    expect(paymentNote(['card', 'paypal'])).toContain('ou PayPal, sur la page')
  })
})
