import { afterAll, describe, expect, it } from 'vitest'

import { paymentMethodNotEnabled } from '@shop/domain/payment-methods'

import { adminToken, authHeaders, baseUrl, jsonInit, request, staffLogin } from '../support/api.ts'
import { staffMember } from '../support/dashboard.ts'

const card = 'la carte bancaire (CB, Visa, Mastercard, American Express)'
const question = 'Quels moyens de paiement acceptez-vous ?'

const saveMethods = async (paymentMethods: string[], jwt?: string) =>
  request('/api/globals/site-settings', jsonInit('POST', { paymentMethods }, jwt ?? (await adminToken())))

async function paymentAnswer(init: RequestInit = {}): Promise<string> {
  const res = await request(`/api/faqs?where[question][equals]=${encodeURIComponent(question)}&limit=1`, init)
  expect(res.status).toBe(200)
  return res.body.docs[0].answer as string
}

async function termsPaymentSection(): Promise<string> {
  const res = await request('/api/legal-pages?where[slug][equals]=conditions-generales&limit=1')
  expect(res.status).toBe(200)
  const section = (res.body.docs[0].sections as { anchor: string; html: string }[]).find((entry) => entry.anchor === 'prix')
  return section?.html ?? ''
}

// The settings are one row the whole suite shares: what these tests change, they put back.
describe('the payment methods the shop announces', () => {
  afterAll(async () => {
    expect((await saveMethods(['card'])).status).toBe(200)
  })

  it('are those of the settings in the FAQ and the terms of sale: the card alone in a new shop', async () => {
    const answer = await paymentAnswer()
    expect(answer).toContain(`Vous pouvez régler par ${card}, sur la page de paiement sécurisée`)
    expect(answer).not.toMatch(/PayPal|Apple Pay|virement|3 fois|\{/)
    const terms = await termsPaymentSection()
    expect(terms).toContain(`Les moyens de paiement acceptés sont ${card}, sur la page de paiement sécurisée`)
    expect(terms).not.toMatch(/PayPal|virement|3 fois|\{moyens/)
  })

  it('refuses a method the Stripe account has not enabled, naming it, and keeps the list', async () => {
    const res = await saveMethods(['card', 'paypal'])
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(paymentMethodNotEnabled('paypal'))
    expect(await paymentAnswer()).not.toContain('PayPal')
  })

  it('once the wallets Stripe offers are listed, the FAQ, the terms and the rendered /faq say so', async () => {
    expect((await saveMethods(['google_pay', 'card', 'apple_pay'])).status).toBe(200)
    const sentence = `${card}, Apple Pay ou Google Pay`
    expect(await paymentAnswer()).toContain(`Vous pouvez régler par ${sentence}, sur la page`)
    expect(await termsPaymentSection()).toContain(`Les moyens de paiement acceptés sont ${sentence}, sur la page`)
    const page = await fetch(`${baseUrl()}/faq`)
    expect(await page.text()).toContain(sentence)
  })

  it('leave the placeholder to staff, who edit the text, and the list to administrators', async () => {
    const editor = await staffMember('editor')
    const jwt = await staffLogin(editor.email, editor.password)
    expect(await paymentAnswer(authHeaders(jwt))).toContain('Vous pouvez régler par {moyens de paiement}, sur la page')
    const before = (await request('/api/globals/site-settings', authHeaders(await adminToken()))).body.paymentMethods
    expect((await saveMethods(['card'], jwt)).status).toBe(200)
    expect((await request('/api/globals/site-settings', authHeaders(await adminToken()))).body.paymentMethods).toEqual(before)
  })
})
