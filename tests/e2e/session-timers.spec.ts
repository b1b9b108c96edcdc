import type { Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'
import { createCustomer, sessionStatus, signInThroughStorage } from './support/accounts.ts'

const minutes = (count: number) => count * 60_000
const userMenu = (page: Page, name: string) => page.getByRole('button', { name })

/**
 * Spec core §4 timers under Playwright's clock: time is moved forward, never waited for. The
 * mouse stays still so that only the test decides when the visitor is active.
 */
test.describe('session lifecycle', () => {
  test('warns after 30 min without activity, for 30 s, and logs out at 60 min', async ({ page }) => {
    const customer = await createCustomer()
    const session = await signInThroughStorage(page, customer)
    await page.clock.install()
    await page.goto('/')
    const name = `${customer.firstName} ${customer.lastName}`
    await expect(userMenu(page, name)).toBeVisible()

    await page.clock.fastForward(minutes(29))
    await expect(page.getByText('Session bientôt expirée')).toBeHidden()
    await page.clock.fastForward(minutes(1) + 1000)
    const warning = page.getByRole('alertdialog', { name: 'Session bientôt expirée' })
    await expect(warning).toBeVisible()
    await page.clock.fastForward(31_000)
    await expect(warning).toBeHidden()

    await page.clock.fastForward(minutes(10))
    await expect(warning).toBeHidden()
    await page.clock.fastForward(minutes(20))
    const notice = page.getByText('Déconnexion automatique pour inactivité prolongée.')
    await expect(notice).toBeVisible()
    await expect(page.getByRole('button', { name: 'Connexion' }).first()).toBeVisible()
    await page.clock.fastForward(7000)
    await expect(notice).toBeVisible()
    await page.clock.fastForward(1500)
    await expect(notice).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull()
    await expect.poll(() => sessionStatus(session.token)).toBe(401)
  })

  test('« Rester connecté » restarts the inactivity count', async ({ page }) => {
    const customer = await createCustomer()
    await signInThroughStorage(page, customer)
    await page.clock.install()
    await page.goto('/')
    const name = `${customer.firstName} ${customer.lastName}`
    await expect(userMenu(page, name)).toBeVisible()

    await page.clock.fastForward(minutes(30) + 1000)
    await page.getByRole('button', { name: 'Rester connecté' }).click()
    await expect(page.getByText('Session bientôt expirée')).toBeHidden()
    await page.clock.fastForward(minutes(45))
    await expect(userMenu(page, name)).toBeVisible()
    await expect(page.getByRole('alertdialog', { name: 'Session bientôt expirée' })).toBeVisible()
  })

  test('re-checks the session every 5 min, only while the visitor is active', async ({ page }) => {
    const customer = await createCustomer()
    await signInThroughStorage(page, customer)
    await page.clock.install()
    const checks: number[] = []
    page.on('request', (request) => {
      if (request.url().includes('action=get_profile')) checks.push(Date.now())
    })
    // The 5-min re-check starts when the session watch (its own chunk) mounts: time moves after that.
    const watchLoaded = page.waitForResponse((response) => /\/assets\/session-watch-[\w-]+\.js$/.test(response.url()))
    await page.goto('/')
    await watchLoaded
    await expect.poll(() => checks.length).toBe(1)

    await page.clock.fastForward(minutes(5) + 1000)
    // The wait is what is tested: no re-check follows while the visitor was idle.
    await page.waitForTimeout(300)
    expect(checks).toHaveLength(1)

    await page.clock.fastForward(minutes(2))
    await page.keyboard.press('Shift')
    await page.clock.fastForward(minutes(3) + 1000)
    await expect.poll(() => checks.length).toBe(2)
  })

  test('counts down in the last 5 minutes; « Prolonger la session » renews it', async ({ page }) => {
    const customer = await createCustomer()
    await page.clock.install({ time: new Date('2026-11-23T10:00:00+01:00') })
    const start = new Date('2026-11-23T10:00:00+01:00').getTime()
    await signInThroughStorage(page, customer, start + minutes(6))
    // The start-up check cannot reach the server: the stored expiry stays in force (spec core §4).
    await page.route('**/api/client-management?action=get_profile', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto('/')
    const name = `${customer.firstName} ${customer.lastName}`
    await expect(userMenu(page, name)).toBeVisible()

    await page.clock.fastForward(minutes(1) + 500)
    const modal = page.getByRole('alertdialog', { name: 'Votre session expire bientôt' })
    await expect(modal).toBeVisible()
    await expect(modal).toContainText(/Déconnexion automatique dans 4:5\d/)
    await page.clock.fastForward(10_000)
    await expect(modal).toContainText(/Déconnexion automatique dans 4:[34]\d/)

    await page.unroute('**/api/client-management?action=get_profile')
    await modal.getByRole('button', { name: 'Prolonger la session' }).click()
    await expect(modal).toBeHidden()
    const expires = Number(await page.evaluate(() => localStorage.getItem('sessionExpires')))
    expect(expires).toBeGreaterThan(Date.now() + minutes(23 * 60))
  })

  test('ends as expired when the countdown reaches zero', async ({ page }) => {
    const customer = await createCustomer()
    const start = new Date('2026-11-23T10:00:00+01:00').getTime()
    await page.clock.install({ time: start })
    await signInThroughStorage(page, customer, start + minutes(3))
    await page.route('**/api/client-management?action=get_profile', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto('/')
    await expect(page.getByRole('alertdialog', { name: 'Votre session expire bientôt' })).toBeVisible()
    await page.clock.fastForward(minutes(3))
    await expect(page.getByText('Session expirée. Veuillez vous reconnecter.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Connexion' }).first()).toBeVisible()
  })

  test("'Se déconnecter' in the expiry warning signs out and goes to the home page", async ({ page }) => {
    const customer = await createCustomer()
    const start = new Date('2026-11-23T10:00:00+01:00').getTime()
    await page.clock.install({ time: start })
    await signInThroughStorage(page, customer, start + minutes(3))
    await page.route('**/api/client-management?action=get_profile', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto('/faq')
    const modal = page.getByRole('alertdialog', { name: 'Votre session expire bientôt' })
    await modal.getByRole('button', { name: 'Se déconnecter' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: 'Connexion' }).first()).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull()
  })

  test('a stored session the server refuses ends as invalid; one past its expiry ends as expired', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('sessionToken', 'jeton-inconnu-du-serveur-0123456789abcdef')
      localStorage.setItem('sessionExpires', String(Date.now() + 3_600_000))
    })
    await page.goto('/')
    await expect(page.getByText('Session invalide. Veuillez vous reconnecter.')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull()

    await page.evaluate(() => {
      localStorage.setItem('sessionToken', 'jeton-perime-0123456789abcdef0123456789')
      localStorage.setItem('sessionExpires', String(Date.now() - 1000))
    })
    await page.reload()
    await expect(page.getByText('Session expirée. Veuillez vous reconnecter.')).toBeVisible()
  })
})
