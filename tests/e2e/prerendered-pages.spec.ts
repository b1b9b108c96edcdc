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

  test("a phone's page and a category's first models come with their data: name, picture, price", async ({ page }) => {
    await page.goto('/telephones/apple-iphone-15')
    await expect(page.getByRole('heading', { level: 1, name: 'Apple iPhone 15' })).toBeVisible()
    await expect(page.getByRole('img', { name: /iPhone 15/ }).first()).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Hydrogel HD' })).toContainText('€')
    await expect(page).toHaveTitle('Protection Apple iPhone 15 – Ma Boutique Protection')
    await page.goto('/consoles')
    await expect(page.locator('main article').first()).toContainText('Nintendo Switch 2')
    await expect(page.locator('main article').first()).toContainText('€')
  })
})

test('a rendered phone page hydrates without a mismatch, and leaving it gives the next page its own head', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto('/telephones/apple-iphone-15')
  await expect(page.getByRole('heading', { level: 1, name: 'Apple iPhone 15' })).toBeVisible()
  await page.getByRole('button', { name: 'Choisir ma protection' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: 'Téléphones' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('téléphones')
  await expect(page).toHaveTitle(/^Protections d’écran pour téléphones/)
  // The category's ItemList comes with its models (fetched after the title is set); the phone's Product has gone.
  const structured = page.locator('script[type="application/ld+json"]')
  await expect.poll(async () => (await structured.allTextContents()).map((text) => JSON.parse(text)['@type'])).toEqual(['ItemList'])
  expect(problems).toEqual([])
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
