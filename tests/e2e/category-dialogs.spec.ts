import type { Page } from '@playwright/test'

import sharp from 'sharp'

import { expect, test } from './fixtures.ts'

const storedCart = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('cart_items'))) ?? '[]') as Record<string, unknown>[]

test('a tablet is configured and added without signing in', async ({ page }) => {
  await page.goto('/tablettes')
  await page.getByRole('button', { name: 'Choisir ma protection' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Anti-espion TPU').check()
  await dialog.getByLabel('Protection arrière intégrale').check()
  await expect(dialog.getByTestId('configuration-total')).toHaveText('35,00 €')
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page.getByText('Produit ajouté au panier avec succès !')).toBeVisible()
  await expect(dialog).toBeHidden()
  expect((await storedCart(page))[0]).toMatchObject({ category: 'tablette', protection: 'anti-spy', back: 'integral' })
  await page
    .getByRole('button', { name: /^Panier, 1 article/ })
    .first()
    .click()
  await expect(page.getByRole('dialog').getByTestId('cart-total')).toHaveText('35,00 €')
})

test('a car screen goes to the cart at 20 € and the visitor to the checkout', async ({ page }) => {
  await page.goto('/ecrans-auto?recherche=Tesla%20Model%203')
  await page.getByRole('button', { name: 'Choisir ma protection' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Tesla Model 3' })
  await expect(dialog.getByText('Pose sans bulles')).toBeVisible()
  await expect(dialog.getByTestId('configuration-total')).toHaveText('20,00 €')
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page).toHaveURL(/\/commande$/)
  expect(await storedCart(page)).toEqual([
    expect.objectContaining({ category: 'ecran-auto', productId: 'tesla-model-3', productName: 'Tesla Model 3', quantity: 1 }),
  ])
})

test('a laptop asks for its size only when it is not a standard one', async ({ page }) => {
  await page.goto('/ordinateurs?recherche=MacBook%20Air%20(M1)')
  await page.getByRole('button', { name: 'Choisir ma protection' }).first().click()
  let dialog = page.getByRole('dialog')
  await expect(dialog.getByText("Taille d'écran (facultatif)")).toBeHidden()
  await dialog.getByRole('button', { name: 'Annuler' }).click()

  await page.goto('/ordinateurs?recherche=MacBook%20Air%2013%20pouces%20(M4)')
  await page.getByRole('button', { name: 'Choisir ma protection' }).first().click()
  dialog = page.getByRole('dialog')
  const add = dialog.getByRole('button', { name: 'Ajouter au panier' })
  await expect(add).toBeDisabled()
  await dialog.getByLabel('Blue Light TPU').check()
  await expect(dialog.getByTestId('configuration-total')).toHaveText('25,00 €')
  await dialog.getByLabel('13,6 pouces').check()
  await add.click()
  await expect(page).toHaveURL(/\/commande$/)
  expect((await storedCart(page))[0]).toMatchObject({ category: 'ordinateur', protection: 'blue-light', laptopSize: 13.6, size: 13.6 })
})

test('a watch card shows its pack details and adds the pack', async ({ page }) => {
  await page.goto('/montres-connectees')
  const card = page.locator('main article').first()
  await card.getByRole('button', { name: 'Voir les détails' }).click()
  await expect(card.getByText('Kit de pose inclus')).toBeVisible()
  await card.getByRole('button', { name: 'Ajouter le pack (15,00 €)' }).click()
  await expect(page.getByText('Produit ajouté au panier avec succès !')).toBeVisible()
  expect((await storedCart(page))[0]).toMatchObject({ category: 'montre', pack: 'pack-6', quantity: 1 })
})

test('the console dialog applies the photo rules of consoles and controllers', async ({ page }) => {
  await page.goto('/consoles')
  await page.getByRole('button', { name: 'Personnaliser' }).first().click()
  const dialog = page.getByRole('dialog')
  const add = dialog.getByRole('button', { name: 'Ajouter au panier' })
  await expect(add).toBeDisabled()
  await dialog.getByLabel('Protection HD').check()
  await expect(dialog.getByTestId('configuration-total')).toHaveText('15,00 €')
  await dialog.getByLabel('Skin arrière avec photo').check()
  await expect(dialog.getByTestId('configuration-total')).toHaveText('25,00 €')
  await expect(add).toBeDisabled()
  await dialog.getByLabel(/Votre photo/).setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) })
  await expect(dialog.getByRole('alert')).toHaveText('Le fichier est trop volumineux. Taille maximum: 5MB')
  const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#123456' } })
    .png()
    .toBuffer()
  await dialog.getByLabel(/Votre photo/).setInputFiles({ name: 'skin.png', mimeType: 'image/png', buffer: png })
  await expect(add).toBeEnabled()
  await add.click()
  await expect(page.getByText('Produit ajouté au panier avec succès !')).toBeVisible()
  await expect(dialog).toBeHidden()
  expect((await storedCart(page))[0]).toMatchObject({ category: 'console', protection: 'hd', back: 'photo' })

  await page.getByRole('button', { name: 'Manettes' }).click()
  await page.getByRole('button', { name: 'Personnaliser' }).first().click()
  await expect(dialog.getByTestId('configuration-total')).toHaveText('20,00 €')
  await expect(dialog.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled()
  await dialog.getByLabel(/Votre photo/).setInputFiles({ name: 'skin.png', mimeType: 'image/png', buffer: png })
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(dialog).toBeHidden()
  expect((await storedCart(page))[1]).toMatchObject({ category: 'manette', name: expect.stringContaining('Skin personnalisé') })
})
