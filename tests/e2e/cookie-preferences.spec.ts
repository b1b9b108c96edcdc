import type { Page } from '@playwright/test'

import { storefrontMessages } from '@shop/domain/storefront-messages'

import { expect, test } from './fixtures.ts'

const banner = (page: Page) => page.getByRole('region', { name: 'Votre vie privée' })
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null') as Record<string, unknown> | null)
const monthsAgo = (months: number) => {
  const date = new Date()
  date.setMonth(date.getMonth() - months)
  return date.getTime()
}
const choiceMadeAt = (page: Page, savedAt: number) =>
  page.addInitScript((at) => {
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ performance: true, functional: true, targeting: false, social: false, savedAt: at }),
    )
  }, savedAt)

test('nothing reaches a third party before the visitor has chosen', async ({ page, baseURL }) => {
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) elsewhere.push(request.url())
  })
  for (const path of ['/', '/faq', '/cookies', '/telephones']) {
    await page.goto(path)
    await expect(banner(page)).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  expect(elsewhere).toEqual([])
})

test("the banner refuses in one click, like 'J'accepte', and is not shown again", async ({ page }) => {
  await page.goto('/')
  await expect(banner(page).getByRole('button', { name: "J'accepte" })).toBeVisible()
  await banner(page).getByRole('button', { name: 'Tout refuser' }).click()
  await expect(page.getByText(storefrontMessages.cookiesRefused)).toBeVisible()
  await expect(banner(page)).toBeHidden()
  expect(await stored(page)).toMatchObject({ necessary: true, performance: false, functional: false, targeting: false, social: false })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
})

test("'J'accepte' turns every category on", async ({ page }) => {
  await page.goto('/faq')
  await banner(page).getByRole('button', { name: "J'accepte" }).click()
  await expect(page.getByText(storefrontMessages.cookiesAccepted)).toBeVisible()
  expect(await stored(page)).toMatchObject({ performance: true, functional: true, targeting: true, social: true })
})

test('a choice is asked again after 6 months', async ({ page }) => {
  await choiceMadeAt(page, monthsAgo(5))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()

  const old = await page.context().newPage()
  await choiceMadeAt(old, monthsAgo(6) - 60_000)
  await old.goto('/')
  await expect(banner(old)).toBeVisible()
})

test('the former accepted/refused answer carries over to the preferences', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('cookies_ok', 'refused')
    sessionStorage.setItem('seeded', '1')
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  expect(await stored(page)).toMatchObject({ performance: false, functional: false, targeting: false, social: false })
  expect(await page.evaluate(() => localStorage.getItem('cookies_ok'))).toBeNull()
})

test.describe('the /cookies preferences panel', () => {
  const box = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}`) })

  test('proposes the defaults: necessary locked on, performance and functional on, targeting and social off', async ({ page }) => {
    await page.goto('/cookies')
    await expect(box(page, 'Strictement nécessaires')).toBeChecked()
    await expect(box(page, 'Strictement nécessaires')).toBeDisabled()
    await expect(box(page, 'Performance')).toBeChecked()
    await expect(box(page, 'Fonctionnels')).toBeChecked()
    await expect(box(page, 'Ciblage')).not.toBeChecked()
    await expect(box(page, 'Réseaux sociaux')).not.toBeChecked()
  })

  test('saves a choice category by category, then accepts or refuses everything, each with its alert', async ({ page }) => {
    await page.goto('/cookies')
    await box(page, 'Performance').uncheck()
    await box(page, 'Ciblage').check()
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click()
    await expect(page.getByRole('status').filter({ hasText: storefrontMessages.cookiesSaved })).toBeVisible()
    expect(await stored(page)).toMatchObject({ necessary: true, performance: false, functional: true, targeting: true, social: false })
    await expect(banner(page)).toBeHidden()

    await page.reload()
    await expect(box(page, 'Performance')).not.toBeChecked()
    await expect(box(page, 'Ciblage')).toBeChecked()

    await page.getByRole('button', { name: 'Tout accepter' }).click()
    await expect(page.getByRole('status').filter({ hasText: storefrontMessages.cookiesAccepted })).toBeVisible()
    for (const name of ['Performance', 'Fonctionnels', 'Ciblage', 'Réseaux sociaux']) await expect(box(page, name)).toBeChecked()

    await page.getByRole('main').getByRole('button', { name: 'Tout refuser' }).click()
    await expect(page.getByRole('status').filter({ hasText: storefrontMessages.cookiesRefused })).toBeVisible()
    for (const name of ['Performance', 'Fonctionnels', 'Ciblage', 'Réseaux sociaux']) await expect(box(page, name)).not.toBeChecked()
    expect(await stored(page)).toMatchObject({ performance: false, functional: false, targeting: false, social: false })
  })
})
