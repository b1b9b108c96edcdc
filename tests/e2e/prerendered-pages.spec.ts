import { messages } from '@shop/domain/messages'

import { expect, test } from './fixtures.ts'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('public pages are there before any script runs: heading, navigation, footer', async ({ page }) => {
    await page.goto('/telephones')
    await expect(page.getByRole('heading', { level: 1, name: 'Protections d’écran pour téléphones' })).toBeVisible()
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Tablettes', exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeAttached()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText("La protection d'écran parfaite")
    await expect(page.getByRole('heading', { name: 'Types de Protection' })).toBeVisible()
    const missing = await page.goto('/nulle-part')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: messages.notFoundTitle })).toBeVisible()
  })
})

test("a pre-rendered page is hydrated in place, then shows the visitor's own cart and choices", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookies_ok', 'accepted')
    localStorage.setItem('cart_items', JSON.stringify([{ id: 'ligne-1', name: 'Protection test', price: 19.9, quantity: 2 }]))
    // Keeps the heading the HTML parser created: hydration must reuse it, not draw a new one.
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1')
      if (!heading) return
      Object.assign(window, { parsedHeading: heading })
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  await page.goto('/telephones')
  await expect(page.getByRole('button', { name: 'Panier, 2 articles' }).first()).toBeVisible()
  await expect(page.locator('main article').first()).toBeVisible()
  expect(await page.evaluate(() => document.querySelector('h1') === (window as { parsedHeading?: Element }).parsedHeading)).toBe(true)
  await expect(page.getByRole('button', { name: "J'accepte" })).toBeHidden()
  // Hydrated, hence interactive: the brand filter and the search overlay answer.
  await page.getByLabel('Rechercher un modèle').fill('galaxy')
  await expect(page).toHaveURL(/recherche=galaxy/)
  await expect(page.locator('main article').first()).toContainText('Galaxy')
  await page.getByRole('button', { name: 'Rechercher' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a first visit hydrates the home page with the cookie banner, and navigation goes on in the browser', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: "J'accepte" })).toBeVisible()
  await page.getByRole('navigation').first().getByRole('link', { name: 'Consoles', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('consoles')
  await expect(page.locator('main article').first()).toBeVisible()
})
