import type { BrowserContext, Page } from '@playwright/test'

import { browserStorage, type BrowserStorageItem } from '@shop/domain/browser-storage'
import { customerData, staffData } from '@shop/seed/factories'

import { expect, test } from './fixtures.ts'
import { api, staffToken } from './support/accounts.ts'
import { acceptTerms, addTeslaToCart, payOnFakeStripe } from './support/checkout-page.ts'

const listed = (kind: BrowserStorageItem['kind']) => new Set(browserStorage.filter((item) => item.kind === kind).map((item) => item.name))

/**
 * What the browser holds right now against the shop's list (`@shop/domain/browser-storage`): every
 * cookie of the context, and the local and tab storage of the shop's page. Cookies that another
 * site's answers set (the identity provider's own pages) are that site's, not the shop's.
 * Answers the names seen, so that the walk can show it went where the list's items come from.
 */
async function expectOnlyListed(page: Page, step: string, othersCookies: ReadonlySet<string> = new Set()): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => !othersCookies.has(name))
  const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
  expect(
    {
      cookies: cookies.filter((name) => !listed('cookie').has(name)),
      local: storage.local.filter((name) => !listed('local').has(name)),
      session: storage.session.filter((name) => !listed('session').has(name)),
    },
    `${step} : rien hors de la liste`,
  ).toEqual({ cookies: [], local: [], session: [] })
  return [...cookies, ...storage.local, ...storage.session]
}

/** Names of the cookies that answers from other origins than the shop's set in this context. */
function cookiesSetElsewhere(context: BrowserContext, shopUrl: string): Set<string> {
  const names = new Set<string>()
  context.on('response', async (response) => {
    if (new URL(response.url()).origin === new URL(shopUrl).origin) return
    for (const header of (await response.headersArray()).filter(({ name }) => name.toLowerCase() === 'set-cookie')) {
      for (const line of header.value.split('\n')) names.add(line.split('=')[0]?.trim() ?? '')
    }
  })
  return names
}

test('a customer’s visit, sign-up, purchase and profile leave nothing in the browser that the list does not name', async ({ page }) => {
  // Six pages, a sign-up, the payment page and its return: a long walk on a shared machine.
  test.slow()
  const seen = new Set<string>()
  const check = async (step: string) => (await expectOnlyListed(page, step)).forEach((name) => seen.add(name))

  await page.goto('/')
  await page.getByRole('region', { name: 'Votre vie privée' }).getByRole('button', { name: "J'accepte" }).click()
  await check('accueil')

  await page.getByRole('button', { name: /Rechercher votre modèle/ }).click()
  const overlay = page.getByRole('dialog', { name: 'Rechercher' })
  await overlay.getByRole('searchbox').fill('iPhone 15 Pro Max')
  await overlay
    .getByRole('link', { name: /Apple iPhone 15 Pro Max/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Apple iPhone 15 Pro Max' })).toBeVisible()
  await check('page produit')

  await page.goto('/telephones')
  await page
    .getByRole('button', { name: /^Ajouter .* aux favoris$/ })
    .first()
    .click()
  await expect(page.getByText('Ajouté aux favoris')).toBeVisible()
  await check('catégorie')

  await addTeslaToCart(page)
  await check('panier')

  const customer = customerData()
  await page.getByRole('button', { name: 'Connexion' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Créer un compte' }).click()
  await dialog.getByLabel('Prénom').fill(customer.firstName)
  await dialog.getByLabel('Nom', { exact: true }).fill(customer.lastName)
  await dialog.getByLabel('Email').fill(customer.email)
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(customer.password)
  await dialog.getByLabel('Confirmer le mot de passe').fill(customer.password)
  // Signed in, the order form fills itself from the profile: typing before would be overwritten.
  const profileRead = page.waitForResponse((response) => response.url().includes('/api/client-management'), { timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click()
  // Two password hashes (the sign-up, then its automatic sign-in): seconds each on a busy machine.
  await expect(page.getByRole('button', { name: `${customer.firstName} ${customer.lastName}` })).toBeVisible({ timeout: 30_000 })
  await check('inscription et connexion')

  await profileRead
  await expect(dialog).toBeHidden()
  const form = page.getByRole('form', { name: 'Vos coordonnées' })
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email)
  await form.getByRole('textbox', { name: 'Adresse' }).fill('12 rue de la Loi')
  await form.getByRole('textbox', { name: 'Ville' }).fill('Lyon')
  await form.getByRole('textbox', { name: 'Code postal' }).fill('69003')
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click()
  await payOnFakeStripe(page)
  await expect(page.getByText('Email de confirmation envoyé')).toBeVisible()
  await check('commande payée')

  await page.goto('/profil')
  await expect(page.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible()
  await check('profil')

  // The walk went where the list's items come from: the test would not pass by holding nothing.
  for (const name of ['cookiePreferences', 'visitCounted', 'recentSearches', 'favorites', 'cart_items', 'sessionToken', 'client_info']) {
    expect(seen, name).toContain(name)
  }
})

test('a Google sign-in leaves only its listed flow cookie and the session', async ({ page, context, baseURL }) => {
  const providersCookies = cookiesSetElsewhere(context, baseURL ?? '')
  const flowCookie = new Promise<string>((resolve) =>
    page.on('response', async (response) => {
      if (!response.url().includes('/api/auth/google?')) return
      resolve((await response.headerValue('set-cookie')) ?? '')
    }),
  )
  await page.goto('/')
  await page.getByRole('button', { name: 'Connexion' }).first().click()
  await page.getByRole('dialog').getByRole('link', { name: 'Continuer avec Google' }).click()
  await page.locator('input[name="login"]').fill(`verified:${customerData().email}`)
  await page.locator('input[name="password"]').fill('peu-importe')
  await page.locator('button[type="submit"]').click()
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('button', { name: 'Léa Google' })).toBeVisible()
  expect(await flowCookie).toMatch(/^shop_google_flow=/)
  expect(providersCookies.size).toBeGreaterThan(0)
  expect(await expectOnlyListed(page, 'connexion Google', providersCookies)).toContain('sessionToken')
})

test('staff signed in to /admin and to /dashboard leave nothing in the browser that the list does not name', async ({ page }) => {
  const staff = staffData('admin')
  expect((await api('POST', '/api/users', staff, await staffToken())).status).toBe(201)

  await page.goto('/admin')
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(staff.email)
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(staff.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/collections/orders')
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible()
  expect(await expectOnlyListed(page, 'administration')).toContain('payload-token')

  await page.goto('/admin-login')
  await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill(staff.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(staff.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible()
  expect(await expectOnlyListed(page, 'tableau de bord')).toEqual(expect.arrayContaining(['adminToken', 'adminTokenExpires']))
})

test('the cookie policy names every item of the list, and nothing of another shop', async ({ page }) => {
  await page.goto('/cookies')
  const table = page.locator('#tableau').getByRole('table')
  for (const item of browserStorage) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: item.name, exact: true }) })
    await expect(row).toContainText(item.purpose)
    await expect(row).toContainText(item.lifetime)
  }
  const text = (await page.getByRole('main').textContent()) ?? ''
  for (const name of ['_ga', '_gid', '_hjid', '_fbp', '_gcl_au', 'criteo', 'Hotjar', 'Criteo', 'Ciblage', 'Réseaux sociaux']) {
    expect(text, name).not.toContain(name)
  }
  // The preferences ask about audience measurement only, next to what is always on.
  await expect(page.locator('#preferences').getByRole('checkbox')).toHaveCount(2)
})
