import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { pdfText } from '../../support/pdf-text.ts'

import { expect } from '../fixtures.ts'

/** A Tesla Model 3 protection from the car screens page into the cart, which opens /commande. */
export async function addTeslaToCart(page: Page): Promise<void> {
  await page.goto('/ecrans-auto?recherche=Tesla%20Model%203')
  await page.getByRole('button', { name: 'Choisir ma protection' }).first().click()
  await page.getByRole('dialog', { name: 'Tesla Model 3' }).getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page).toHaveURL(/\/commande$/)
}

/** Ticks the terms of sale and of withdrawal at /commande. */
export async function acceptTerms(page: Page): Promise<void> {
  await page
    .getByRole('checkbox', { name: "J'ai lu et j'accepte les conditions générales de vente et les conditions de rétractation" })
    .check()
}

/** Pays on the fake Stripe's hosted page, which sends the shopper back to /success. */
export async function payOnFakeStripe(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Paiement (faux Stripe)' })).toBeVisible()
  await page.getByRole('button', { name: 'Payer' }).click()
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_\w+&order_id=\d+$/)
}

/** The order number /success shows. */
export async function successOrderNumber(page: Page): Promise<string> {
  const text = (await page.getByText(/Numéro de commande : MBP-\d{8}-\d{4}/).textContent()) ?? ''
  return text.replace(/.*(MBP-\d{8}-\d{4}).*/, '$1')
}

/** The signed-in customer's invoice of an order, downloaded from /mes-commandes, as text with single spaces. */
export async function invoiceFromOrdersPage(page: Page, orderNumber: string): Promise<string> {
  await page.goto('/mes-commandes')
  await page
    .getByRole('article', { name: `Commande ${orderNumber}` })
    .getByRole('button', { name: 'Voir les détails' })
    .click()
  // Issued once the payment is recorded: the button comes with it.
  const invoiceButton = page.getByRole('button', { name: /^Télécharger la facture FA-/ })
  await expect(invoiceButton).toBeVisible({ timeout: 15_000 })
  const download = page.waitForEvent('download')
  await invoiceButton.click()
  return (await pdfText(await readFile(await (await download).path()))).replace(/\s+/g, ' ')
}
