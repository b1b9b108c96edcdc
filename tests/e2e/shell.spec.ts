import { messages } from '@shop/domain/messages'

import { expect, test } from './fixtures.ts'

test('the home page loads with its hero and the six categories', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Voir nos produits' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Types de Protection' })).toBeVisible()
  const nav = page.getByRole('navigation').first()
  for (const label of ['Accueil', 'Téléphones', 'Tablettes', 'Montres connectées', 'Consoles', 'Ordinateurs', 'Écrans auto']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'Connexion' }).first()).toBeVisible()
})

test('an unknown path shows the French 404 page', async ({ page }) => {
  const response = await page.goto('/cette-page-nexiste-pas')
  expect(response?.status()).toBe(404)
  await expect(page.getByText(messages.notFoundText)).toBeVisible()
  await page.getByRole('link', { name: messages.backHome }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the cookie banner remembers the choice', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: "J'accepte" }).click()
  await expect(page.getByRole('button', { name: "J'accepte" })).toBeHidden()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? '{}'))).toMatchObject({ audience: true })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: "J'accepte" })).toBeHidden()
})

test('the scroll-to-top button appears after scrolling', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Remonter en haut de la page' })
  await expect(button).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Types de Protection' })).toBeVisible()
  await page.mouse.wheel(0, 1500)
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("Payload's admin greets staff in French", async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Mot de passe' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})
