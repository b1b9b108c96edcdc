import type { Page } from '@playwright/test'

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
