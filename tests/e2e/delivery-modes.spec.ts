import { deliveryEstimate, deliveryPeriodText, deliveryPriceText } from '@shop/domain/delivery'
import { deliveryDelayText, paymentNote } from '@shop/domain/shop-promises'
import { formatCents } from '@shop/domain/money'
import { deliveryModes } from '@shop/seed/data/delivery-modes'

import { expect, test } from './fixtures.ts'
import { createCustomer, mailTo, signInThroughStorage, staffRest } from './support/accounts.ts'
import { withDashboardToken } from './support/delivered-order.ts'
import { acceptTerms, addTeslaToCart, invoiceFromOrdersPage, payOnFakeStripe, successOrderNumber } from './support/checkout-page.ts'

const express = deliveryModes.find((mode) => mode.code === 'express') as (typeof deliveryModes)[number]

test('express chosen at /commande: 9,99 € and its period, then on /success, the e-mail, the invoice and the dashboard', async ({
  page,
}) => {
  // The order page, the payment page, /success, the orders page and the dashboard.
  test.slow()
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  await addTeslaToCart(page)

  // The standard mode, free, until another is chosen.
  const modes = page.getByRole('group', { name: 'Mode de livraison' })
  await expect(modes.getByRole('radio', { name: /^Livraison standard/ })).toBeChecked()
  await expect(page.getByTestId('cart-shipping')).toHaveText('Gratuite')
  await expect(page.getByTestId('cart-total')).toHaveText('20,00 €')

  // How one pays, as the settings announce it (the card alone in a new shop), next to the order button.
  await expect(page.getByText(paymentNote(['card']))).toBeVisible()

  const period = deliveryPeriodText(deliveryEstimate(express, new Date()))
  const expressChoice = modes.getByRole('radio', { name: new RegExp(`^${express.name}`) })
  await expect(modes.getByText(period)).toBeVisible()
  await expressChoice.check()
  await expect(page.getByTestId('cart-shipping')).toHaveText(formatCents(999))
  await expect(page.getByTestId('cart-total')).toHaveText(formatCents(2999))
  await expect(page.getByTestId('cart-vat')).toHaveText(formatCents(500))

  const form = page.getByRole('form', { name: 'Vos coordonnées' })
  await form.getByRole('textbox', { name: 'Adresse' }).fill('12 rue de la Loi')
  await form.getByRole('textbox', { name: 'Ville' }).fill('Lyon')
  await form.getByRole('textbox', { name: 'Code postal' }).fill('69003')
  await acceptTerms(page)
  await expect(expressChoice).toBeChecked()
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click()

  await expect(page.getByText('Montant : 2999 centimes')).toBeVisible()
  await payOnFakeStripe(page)
  await expect(page.getByText(`${period}.`)).toBeVisible()
  const summary = page.getByRole('region', { name: 'Récapitulatif' })
  await expect(summary.getByText(express.name)).toBeVisible()
  await expect(summary.getByText(formatCents(2999))).toBeVisible()
  const orderNumber = await successOrderNumber(page)

  const confirmation = await mailTo(customer.email, orderNumber)
  expect(confirmation.text).toContain(`Mode de livraison : ${express.name}. ${period}.`)
  expect(confirmation.text).toContain(formatCents(999))
  expect(confirmation.text).toContain(formatCents(2999))

  // The invoice: the delivery is a line of its own, with its VAT.
  const invoice = await invoiceFromOrdersPage(page, orderNumber)
  // 9,99 € TTC: 1,67 € of VAT at 20 % (166,5 cents, rounded), 8,32 € HT.
  expect(invoice).toContain(`${express.name} 1 ${formatCents(832)} 20 % ${formatCents(167)} ${formatCents(999)}`.replace(/\s+/g, ' '))

  // The dashboard: the row and the order carry the mode.
  await withDashboardToken(page)
  await page.goto('/dashboard')
  await page.getByRole('tab', { name: 'Commandes' }).click()
  await page.getByRole('searchbox', { name: 'Rechercher (numéro, e-mail, nom)' }).fill(orderNumber)
  const row = page.getByRole('row').filter({ hasText: orderNumber })
  await expect(row.getByRole('cell', { name: express.name })).toBeVisible()
  await row.getByRole('button', { name: orderNumber }).click()
  const detail = page.getByRole('dialog', { name: `Commande ${orderNumber}` })
  await expect(detail.getByText(period)).toBeVisible()
  await expect(detail.getByText(formatCents(999), { exact: true })).toBeVisible()
})

test('/livraison lists the modes /commande offers, and shows a staff edit at the next load', async ({ page }) => {
  await page.goto('/livraison')
  const section = page.getByRole('region', { name: 'Modes de livraison' })
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(deliveryModes.map((mode) => mode.name))
  for (const mode of deliveryModes) {
    await expect(section.getByText(`${deliveryDelayText(mode)} · ${deliveryPriceText(Math.round(mode.price * 100))}`)).toBeVisible()
  }
  await expect(section.getByText(express.description)).toBeVisible()
  await expect(page.getByText(/relais/i)).toHaveCount(0)

  const found = (await staffRest('GET', '/api/delivery-modes?where[code][equals]=express&depth=0')) as { docs: { id: number }[] }
  const id = found.docs[0]?.id
  const edited = `Remise en main propre contre signature, le jour ouvré suivant (modifié à ${Date.now()}).`
  await staffRest('PATCH', `/api/delivery-modes/${id}`, { description: edited })
  try {
    await page.reload()
    await expect(section.getByText(edited)).toBeVisible()
    await expect(section.getByText(express.description)).toHaveCount(0)
  } finally {
    await staffRest('PATCH', `/api/delivery-modes/${id}`, { description: express.description })
  }
})
