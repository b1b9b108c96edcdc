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
    localStorage.setItem('cookiePreferences', JSON.stringify({ audience: true, savedAt: at }))
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
  expect(await stored(page)).toEqual({ necessary: true, audience: false, savedAt: expect.any(Number) })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
})

test("the banner asks about audience measurement only, and says what needs no consent; 'J'accepte' turns it on", async ({ page }) => {
  await page.goto('/faq')
  await expect(banner(page)).toContainText('sans publicité ni traceur tiers')
  await expect(banner(page)).toContainText('Avec votre accord, elle peut aussi compter les pages vues et les visites')
  await banner(page).getByRole('button', { name: "J'accepte" }).click()
  await expect(page.getByText(storefrontMessages.cookiesAccepted)).toBeVisible()
  expect(await stored(page)).toEqual({ necessary: true, audience: true, savedAt: expect.any(Number) })
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
  expect(await stored(page)).toMatchObject({ audience: false })
  expect(await page.evaluate(() => localStorage.getItem('cookies_ok'))).toBeNull()
})

test.describe('the /cookies preferences panel', () => {
  const box = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}`) })

  test('shows what is always on, locked, and audience measurement unticked until the visitor says yes', async ({ page }) => {
    await page.goto('/cookies')
    await expect(box(page, 'Strictement nécessaires')).toBeChecked()
    await expect(box(page, 'Strictement nécessaires')).toBeDisabled()
    await expect(box(page, "Mesure d'audience")).not.toBeChecked()
    await expect(page.locator('#preferences').getByRole('checkbox')).toHaveCount(2)
  })

  test('saves a choice, then accepts or refuses everything, each with its alert', async ({ page }) => {
    await page.goto('/cookies')
    await box(page, "Mesure d'audience").check()
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click()
    await expect(page.getByRole('status').filter({ hasText: storefrontMessages.cookiesSaved })).toBeVisible()
    expect(await stored(page)).toMatchObject({ necessary: true, audience: true })
    await expect(banner(page)).toBeHidden()

    await page.reload()
    await expect(box(page, "Mesure d'audience")).toBeChecked()

    await page.getByRole('main').getByRole('button', { name: 'Tout refuser' }).click()
    await expect(page.getByRole('status').filter({ hasText: storefrontMessages.cookiesRefused })).toBeVisible()
    await expect(box(page, "Mesure d'audience")).not.toBeChecked()
    expect(await stored(page)).toMatchObject({ audience: false })

    await page.getByRole('button', { name: 'Tout accepter' }).click()
    await expect(page.getByRole('status').filter({ hasText: storefrontMessages.cookiesAccepted })).toBeVisible()
    await expect(box(page, "Mesure d'audience")).toBeChecked()
  })
})
