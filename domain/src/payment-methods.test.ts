import { describe, expect, it } from 'vitest'

import { paymentMethodNotEnabled, paymentMethodsText } from './payment-methods.ts'

describe('payment methods in the shop’s texts', () => {
  it('names the methods offered, in French, in a fixed order', () => {
    expect(paymentMethodsText(['google_pay', 'card', 'apple_pay'])).toBe(
      'la carte bancaire (CB, Visa, Mastercard, American Express), Apple Pay ou Google Pay',
    )
    expect(paymentMethodsText(['card'])).toBe('la carte bancaire (CB, Visa, Mastercard, American Express)')
  })

  it('falls back to the card when nothing is listed', () => {
    expect(paymentMethodsText([])).toBe('la carte bancaire (CB, Visa, Mastercard, American Express)')
  })

  it('says which method Stripe does not offer', () => {
    expect(paymentMethodNotEnabled('klarna')).toBe(
      "Klarna n'est pas activé sur le compte Stripe de la boutique : activez-le dans le tableau de bord Stripe ou retirez-le de la liste.",
    )
  })
})
