import type { Page } from '@playwright/test'

import sharp from 'sharp'

import { messages } from '@shop/domain/messages'
import { withdrawalMessages } from '@shop/domain/withdrawal-messages'
import { customerData } from '@shop/seed/factories'

import { expect, test } from './fixtures.ts'
import { api, createCustomer, staffToken } from './support/accounts.ts'

const cards = (page: Page) => page.locator('main ul > li article')

test('filters by brand and text, shows the empty state and resets it', async ({ page }) => {
  const total = (await api('GET', '/api/catalogue/phones?limit=1')).body.totalDocs as number
  await page.goto('/telephones')
  await expect(page.getByText(`${total} modèles disponibles`)).toBeVisible()
  await expect(cards(page)).toHaveCount(20)

  await page.getByLabel('Marque').selectOption('Samsung')
  await expect(page).toHaveURL(/marque=Samsung/)
  await expect(cards(page).first()).toContainText('Samsung')
  const samsung = (await api('GET', '/api/catalogue/phones?brand=Samsung&limit=1')).body.totalDocs
  await expect(page.getByText(`${samsung} modèles disponibles`)).toBeVisible()

  await page.getByLabel('Marque').selectOption('')
  await page.getByLabel('Rechercher un modèle').fill('iphone15')
  await expect(cards(page).first()).toContainText('iPhone 15')
  await page.getByLabel('Rechercher un modèle').fill('zzzz-introuvable')
  await expect(page.getByText('Aucun modèle trouvé')).toBeVisible()
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click()
  await expect(cards(page)).toHaveCount(20)
  await expect(page.getByLabel('Rechercher un modèle')).toHaveValue('')
})

test('loads the next 20 models from the server when scrolled near the end', async ({ page }) => {
  await page.goto('/telephones?tri=price-high')
  await expect(cards(page)).toHaveCount(20)
  const second = page.waitForRequest((request) => request.url().includes('/api/catalogue/phones') && request.url().includes('page=2'))
  // Near the end of the list (the reviews and the payment banner follow it on this page).
  await cards(page).last().scrollIntoViewIfNeeded()
  await second
  await expect(cards(page)).toHaveCount(40)

  await page.getByRole('button', { name: 'Liste' }).click()
  await expect(page.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/affichage=liste/)
})

test('keeps favourites with a toast each time', async ({ page }) => {
  await page.goto('/telephones')
  const heart = page.getByRole('button', { name: /^Ajouter .* aux favoris$/ }).first()
  const label = (await heart.getAttribute('aria-label')) as string
  const name = label.replace(/^Ajouter /, '').replace(/ aux favoris$/, '')
  await heart.click()
  await expect(page.getByText('Ajouté aux favoris')).toBeVisible()
  await expect(page.getByRole('button', { name: `Retirer ${name} des favoris` })).toHaveAttribute('aria-pressed', 'true')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('favorites'))) as string)).toHaveLength(1)
  await page.reload()
  await page.getByRole('button', { name: `Retirer ${name} des favoris` }).click()
  await expect(page.getByText('Retiré des favoris')).toBeVisible()
})

test('the configurator follows the §4 rules, asks to sign in, then adds the line to the cart', async ({ page }) => {
  const customer = await createCustomer()
  await page.goto('/telephones?recherche=iPhone%2015%20Pro%20Max')
  await page.getByRole('button', { name: 'Choisir ma protection' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Protection Apple iPhone 15 Pro Max' })
  await expect(dialog).toBeVisible()
  const submit = dialog.getByRole('button', { name: 'Se connecter pour commander' })
  await expect(submit).toBeDisabled()
  await expect(dialog.getByTestId('configuration-total')).toHaveText('0,00 €')

  await dialog.getByLabel('Blue Light TPU').check()
  await expect(dialog.getByTestId('configuration-total')).toHaveText('20,00 €')
  await dialog.getByLabel('Protection arrière avec photo').check()
  await expect(dialog.getByTestId('configuration-total')).toHaveText('30,00 €')
  await expect(submit).toBeDisabled()
  // Said before the order (L221-5): a back printed with the shopper's photo cannot be withdrawn from.
  await expect(dialog.getByText(withdrawalMessages.personalised)).toBeVisible()
  await dialog.getByLabel(/Votre photo/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') })
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez sélectionner un fichier PNG ou JPEG')
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0c6c80' } })
    .png()
    .toBuffer()
  await dialog.getByLabel(/Votre photo/).setInputFiles({ name: 'chat.png', mimeType: 'image/png', buffer: png })
  await expect(dialog.getByText('Photo envoyée')).toBeVisible()
  await expect(submit).toBeEnabled()

  // A new protection drops the back option and the photo.
  await dialog.getByLabel('Hydrogel HD TPU').check()
  await expect(dialog.getByLabel('Sans protection arrière')).toBeChecked()
  await expect(dialog.getByText('Photo envoyée')).toBeHidden()
  await expect(dialog.getByTestId('configuration-total')).toHaveText('15,00 €')

  // The photo variant again, then the sign-in: the dialog comes back with the same choices and photo.
  await dialog.getByLabel('Protection arrière avec photo').check()
  await dialog.getByLabel(/Votre photo/).setInputFiles({ name: 'chat.png', mimeType: 'image/png', buffer: png })
  await expect(dialog.getByText('Photo envoyée')).toBeVisible()
  const summary = dialog.getByRole('region', { name: 'Récapitulatif de la commande' })
  await expect(summary).toContainText('Hydrogel HD TPU15,00 €')
  await expect(summary).toContainText('Protection arrière avec photo+ 10,00 €')
  await expect(summary).toContainText('Photochat.png')
  await expect(dialog.getByTestId('configuration-total')).toHaveText('25,00 €')

  await submit.click()
  const signIn = page.getByRole('dialog', { name: 'Se connecter pour commander' })
  await expect(signIn).toBeVisible()
  await signIn.getByLabel('Email').fill(customer.email)
  await signIn.getByLabel('Mot de passe', { exact: true }).fill(customer.password)
  await signIn.getByRole('button', { name: 'Se connecter' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Hydrogel HD TPU')).toBeChecked()
  await expect(dialog.getByLabel('Protection arrière avec photo')).toBeChecked()
  await expect(dialog.getByText('Photo envoyée')).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'Aperçu de votre photo' })).toHaveAttribute('src', /^data:image\/jpeg/)
  await expect(dialog.getByTestId('configuration-total')).toHaveText('25,00 €')

  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(dialog.getByRole('button', { name: 'Ajout en cours...' })).toBeVisible()
  await expect(page.getByText('Produit ajouté au panier avec succès !')).toBeVisible()
  await expect(dialog).toBeHidden()

  const [line] = JSON.parse((await page.evaluate(() => localStorage.getItem('cart_items'))) as string)
  expect(line).toMatchObject({
    name: 'Apple iPhone 15 Pro Max - Hydrogel HD TPU - Protection arrière avec photo',
    price: 25,
    quantity: 1,
    category: 'telephone',
    productId: 'apple-iphone-15-pro-max',
    protection: 'hd-tpu',
    back: 'integral-photo',
  })
  // The upload's token, the uploader's proof: never the photo's guessable id.
  expect(line.photoId).toMatch(/^[\w-]{43}$/)
  expect(line.id).toMatch(/^apple-iphone-15-pro-max-hd-tpu-integral-photo-\d+$/)
  await page
    .getByRole('button', { name: /^Panier, 1 article/ })
    .first()
    .click()
  // The server's quote agrees with the dialog's total.
  await expect(page.getByRole('dialog').getByTestId('cart-total')).toHaveText('25,00 €')
  await expect(page.getByRole('dialog').getByText(withdrawalMessages.personalised)).toBeVisible()
  await page.goto('/commande')
  await expect(page.getByRole('region', { name: /^Récapitulatif/ }).getByText(withdrawalMessages.personalised)).toBeVisible()
})

test('each protection says what it is in the configurator; the choices are kept through a sign-in with Google', async ({ page }) => {
  await page.goto('/telephones/apple-iphone-15')
  await page.getByRole('button', { name: 'Choisir ma protection' }).click()
  const dialog = page.getByRole('dialog', { name: 'Protection Apple iPhone 15' })
  await expect(dialog.getByText('Votre écran reste lisible pour vous seul.')).toBeVisible()
  await expect(dialog.getByText('✓ Angle de confidentialité de 30°')).toBeVisible()
  await dialog.getByLabel('Anti-espion TPU').check()
  await dialog.getByLabel('Protection arrière intégrale').check()
  const total = await dialog.getByTestId('configuration-total').textContent()
  await dialog.getByRole('button', { name: 'Se connecter pour commander' }).click()
  await page.getByRole('dialog', { name: 'Se connecter pour commander' }).getByRole('link', { name: 'Continuer avec Google' }).click()
  await page.locator('input[name="login"]').fill(`verified:${customerData().email}`)
  await page.locator('input[name="password"]').fill('peu-importe')
  await page.locator('button[type="submit"]').click()
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/telephones\/apple-iphone-15$/)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Anti-espion TPU')).toBeChecked()
  await expect(dialog.getByLabel('Protection arrière intégrale')).toBeChecked()
  await expect(dialog.getByTestId('configuration-total')).toHaveText(total as string)
  await expect(dialog.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled()
})

test('a phone has its own page with its title, social tags and Product data; an unknown one is a 404', async ({ page }) => {
  await page.goto('/telephones/apple-iphone-15')
  await expect(page.getByRole('heading', { level: 1, name: 'Apple iPhone 15' })).toBeVisible()
  await expect(page).toHaveTitle('Protection Apple iPhone 15 – Ma Boutique Protection')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Protection Apple iPhone 15 – Ma Boutique Protection')
  const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) as string)
  expect(product).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'EUR', lowPrice: '15.00' } })
  await expect(page.getByText('Anti-espion TPU')).toBeVisible()

  // Leaving the page takes its data away; the category page brings its own.
  await page.getByRole('link', { name: 'Téléphones' }).last().click()
  await expect(page).toHaveTitle('Protections d’écran pour téléphones – Ma Boutique Protection')
  const structured = page.locator('script[type="application/ld+json"]')
  await expect.poll(async () => (await structured.allTextContents()).map((text) => JSON.parse(text)['@type'])).toEqual(['ItemList'])

  await page.goto('/telephones/ce-modele-n-existe-pas')
  await expect(page.getByText("Cette page n'a pas été générée.")).toBeVisible()
  await expect(page).toHaveTitle(`${messages.notFoundTitle} – Ma Boutique Protection`)
  // A name the shop could never have (the route's own check, before any request) is the same 404.
  await page.goto('/telephones/Pas_Un_Modele')
  await expect(page.getByRole('heading', { level: 1, name: messages.notFoundTitle })).toBeVisible()
  await expect(page).toHaveTitle(`${messages.notFoundTitle} – Ma Boutique Protection`)
})

test('a price saved in the admin shows on the next page load', async ({ page }) => {
  const token = await staffToken()
  const setCarPrice = (hdTpu: number) =>
    fetch(`${process.env.TEST_BASE_URL}/api/globals/pricing`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ car: { hdTpu } }),
    })
  await page.goto('/ecrans-auto')
  await expect(cards(page).first()).toContainText('20,00 €')
  try {
    expect((await setCarPrice(22.5)).status).toBe(200)
    await page.reload()
    await expect(cards(page).first()).toContainText('22,50 €')
  } finally {
    await setCarPrice(20)
  }
})
