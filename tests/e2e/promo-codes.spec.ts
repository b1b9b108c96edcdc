import { randomBytes } from 'node:crypto'

import { formatCents } from '@shop/domain/money'

import { expect, test } from './fixtures.ts'
import { createCustomer, mailTo, signInThroughStorage, staffRest } from './support/accounts.ts'
import { acceptTerms, addTeslaToCart, invoiceFromOrdersPage, payOnFakeStripe, successOrderNumber } from './support/checkout-page.ts'

test('a promo code typed in the cart is taken off at /commande, on the payment page, in the e-mail and on the invoice', async ({
  page,
}) => {
  // The cart, the order page, the payment page, /success and the orders page.
  test.slow()
  const code = `NOEL-${randomBytes(3).toString('hex').toUpperCase()}`
  await staffRest('POST', '/api/promo-codes', { code: code.toLowerCase(), kind: 'percentage', percent: 10 })
  const label = `Code promo ${code} (-10 %)`
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  await addTeslaToCart(page)

  const summary = page.getByRole('region', { name: /^Récapitulatif/ })
  await summary.getByRole('textbox', { name: 'Code promo' }).fill('inconnu')
  await summary.getByRole('button', { name: 'Appliquer' }).click()
  await expect(summary.getByRole('alert')).toHaveText("Ce code promo n'existe pas.")
  await expect(page.getByTestId('cart-total')).toHaveText(formatCents(2000))
  await summary.getByRole('button', { name: 'Retirer' }).click()

  await summary.getByRole('textbox', { name: 'Code promo' }).fill(code.toLowerCase())
  await summary.getByRole('button', { name: 'Appliquer' }).click()
  await expect(summary.getByText(`Appliqué : ${label}`)).toBeVisible()
  await expect(page.getByTestId('cart-discount')).toHaveText(formatCents(-200))
  await expect(page.getByTestId('cart-total')).toHaveText(formatCents(1800))
  await expect(page.getByTestId('cart-vat')).toHaveText(formatCents(300))

  const form = page.getByRole('form', { name: 'Vos coordonnées' })
  await form.getByRole('textbox', { name: 'Adresse' }).fill('12 rue de la Loi')
  await form.getByRole('textbox', { name: 'Ville' }).fill('Lyon')
  await form.getByRole('textbox', { name: 'Code postal' }).fill('69003')
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click()
  await expect(page.getByText('Montant : 1800 centimes')).toBeVisible()
  await payOnFakeStripe(page)
  const orderNumber = await successOrderNumber(page)
  // Bought: the code leaves with the cart.
  expect(await page.evaluate(() => localStorage.getItem('promo_code'))).toBeNull()

  const confirmation = await mailTo(customer.email, orderNumber)
  expect(confirmation.text).toContain(label)
  expect(confirmation.text).toContain(formatCents(-200))
  expect(confirmation.text).toContain(formatCents(1800))

  const invoice = await invoiceFromOrdersPage(page, orderNumber)
  // 2 € off, 0,33 € of it VAT: the totals are those of 18 €.
  expect(invoice).toContain(`${label} 1 ${formatCents(-167)} 20 % ${formatCents(-33)} ${formatCents(-200)}`.replace(/\s+/g, ' '))
  expect(invoice).toContain(formatCents(1800).replace(/\s+/g, ' '))
})
