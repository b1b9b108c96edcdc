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

test('a new page opens at its top, back returns where the visitor was, and a change of filter leaves the page in place', async ({
  page,
}) => {
  await page.goto('/faq')
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
  // The header stays on screen: following its link does not scroll the page being left.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Téléphones' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/téléphones/i)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // The benefit cards above the models and the models arrive after the page: scrolled before
  // them, the browser's scroll anchoring moves the page down as they take their place.
  await expect(page.getByRole('region', { name: 'Nos avantages' })).toBeVisible()
  await expect(page.locator('#models-count')).toHaveText(/modèles disponibles/)

  await page.evaluate(() => window.scrollTo(0, 400))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)
  await page.getByLabel('Marque').selectOption('Samsung')
  await expect(page).toHaveURL(/\?marque=Samsung$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)

  // The filter replaced the address rather than adding a step.
  await page.goBack()
  await expect(page).toHaveURL(/\/faq$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
})

test('a page whose code cannot load says so inside the shell, and the next page shows', async ({ page, browserErrors }) => {
  await page.goto('/')
  await page.route(/\/assets\/contact-[^/]+\.js$/, (route) => route.abort())
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une erreur est survenue')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page).toHaveTitle(/^Erreur/)
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Tablettes' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/tablettes/i)
  // The lost chunk and the error React reports for it are what this test provokes.
  expect(browserErrors.length).toBeGreaterThan(0)
  browserErrors.splice(0)
})
