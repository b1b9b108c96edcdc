import type { Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'
import { createCustomer, signInThroughStorage } from './support/accounts.ts'

test.use({ viewport: { width: 360, height: 740 } })

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('at 360 px nothing overflows, the menu slides down and the floating buttons are there', async ({ page }) => {
  for (const path of ['/', '/telephones', '/ecrans-auto', '/telephones/apple-iphone-15']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await overflow(page), path).toBeLessThanOrEqual(0)
  }
  await page.goto('/')
  await expect(page.getByRole('button', { name: /^Panier, / })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible()
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Menu mobile' })
  await menu.getByRole('link', { name: 'Écrans auto' }).click()
  await expect(page).toHaveURL(/\/ecrans-auto$/)
  await expect(menu).toBeHidden()
})

test('at 360 px the header hides past 120 px of scroll down and comes back on scroll up', async ({ page }) => {
  await page.goto('/telephones')
  await expect(page.locator('main article').first()).toBeVisible()
  const header = page.locator('header').first()
  const top = () => header.evaluate((element) => element.getBoundingClientRect().bottom)
  await page.mouse.wheel(0, 600)
  await expect.poll(top).toBeLessThanOrEqual(0)
  await page.mouse.wheel(0, -200)
  await expect.poll(top).toBeGreaterThan(0)
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the header stays in place while scrolling down', async ({ page }) => {
    await page.goto('/telephones')
    await expect(page.locator('main article').first()).toBeVisible()
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    // The wait is what is tested: past the hiding threshold and the header's transition time, it is still in place.
    await page.waitForTimeout(400)
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((element) => element.getBoundingClientRect().top),
    ).toBe(0)
  })
})

test('the keyboard alone reaches the content and works the configurator', async ({ page }) => {
  await page.goto('/telephones')
  await expect(page.locator('main article').first()).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()

  const choose = page.getByRole('button', { name: 'Choisir ma protection' }).first()
  await choose.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('radio').first()).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('radio').first()).toBeChecked()
  await expect(dialog.getByTestId('configuration-total')).not.toHaveText('0,00 €')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('at 360 px every page has the search in its header: a model found opens its page', async ({ page }) => {
  await page.goto('/livraison')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.locator('header').getByRole('button', { name: 'Rechercher' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('searchbox').fill('iphone 15')
  await dialog
    .getByRole('link', { name: /Apple iPhone 15\b/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/telephones\/apple-iphone-15$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Apple iPhone 15' })).toBeVisible()
  expect(await overflow(page)).toBeLessThanOrEqual(0)
})

test('at 360 px a signed-in shopper opens the account menu: Mon profil, Mes commandes, Se déconnecter', async ({ page }) => {
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  await page.goto('/garantie')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const account = page.getByRole('button', { name: /^Mon compte/ })
  await account.click()
  await expect(page.getByRole('link', { name: 'Mon profil' })).toBeVisible()
  await page.getByRole('link', { name: 'Mes commandes' }).click()
  await expect(page).toHaveURL(/\/mes-commandes$/)
  await account.click()
  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible()
})
