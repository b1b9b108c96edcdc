import type { Page } from '@playwright/test'

import { assistantMessages } from '@shop/domain/assistant-messages'

import { testAdmin } from '../support/shop-server.ts'
import { expect, test } from './fixtures.ts'
import { api } from './support/accounts.ts'

/**
 * Everything the shop's shell puts around its pages, none of which belongs to the administration.
 * Hidden elements count too: a cart button kept for phones only is still the shop's.
 */
function shopShell(page: Page) {
  const anywhere = { includeHidden: true }
  return {
    cart: page.getByRole('button', { name: /^Panier/, ...anywhere }),
    login: page.getByRole('button', { name: 'Connexion', ...anywhere }),
    search: page.getByRole('button', { name: 'Rechercher', exact: true, ...anywhere }),
    categories: page.getByRole('navigation', { name: 'Navigation principale', ...anywhere }),
    mobileMenu: page.getByRole('button', { name: 'Menu', exact: true, ...anywhere }),
    categoryLink: page.getByRole('link', { name: 'Téléphones', exact: true, ...anywhere }),
    backToTop: page.getByRole('button', { name: 'Remonter en haut de la page', ...anywhere }),
    assistant: page.getByRole('button', { name: assistantMessages.open, ...anywhere }),
    cookieBanner: page.getByRole('region', { name: 'Votre vie privée', ...anywhere }),
    footer: page.getByRole('contentinfo', anywhere),
  }
}

async function expectNoShopShell(page: Page) {
  for (const [part, locator] of Object.entries(shopShell(page))) await expect(locator, part).toHaveCount(0)
}

/** Opens the browser with the administrator's token kept, as after a sign-in on an earlier visit. */
async function signInAsAdminThroughStorage(page: Page) {
  const login = await api('POST', '/api/admin-auth', { username: testAdmin.email, password: testAdmin.password })
  expect(login.status).toBe(200)
  await page.addInitScript(
    ({ token, expiresAt }) => {
      localStorage.setItem('adminToken', token)
      localStorage.setItem('adminTokenExpires', String(Date.parse(expiresAt)))
    },
    { token: login.body.token as string, expiresAt: login.body.expiresAt as string },
  )
}

test('/admin-login and /dashboard have the administration’s own header, with the administrator and a sign-out, and nothing of the shop', async ({
  page,
}) => {
  await page.goto('/admin-login')
  await expect(page.getByRole('heading', { name: 'Espace administrateur', level: 1 })).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header.getByText('Administration', { exact: true })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0)
  await expectNoShopShell(page)

  await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill(testAdmin.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(testAdmin.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible()
  await expect(header.getByText(testAdmin.email)).toBeVisible()
  // The overview's data is in: the page has settled with whatever it mounts.
  await expect(page.getByRole('heading', { name: 'Dernières commandes', exact: true })).toBeVisible()
  await expectNoShopShell(page)

  const token = await page.evaluate(() => localStorage.getItem('adminToken'))
  await header.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/admin-login$/)
  await expect(page.getByRole('heading', { name: 'Espace administrateur', level: 1 })).toBeVisible()
  await expect(header.getByText(testAdmin.email)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull()
  // Signed out on the server too: the token opens nothing any more.
  expect((await api('GET', '/api/admin-auth?action=verify', undefined, token ?? '')).status).toBe(401)

  // The way back to the shop brings the shop's own header, menus, footer and banner back.
  await page.getByRole('link', { name: "Retour à l'accueil" }).click()
  await expect(page).toHaveURL(/\/$/)
  const shop = shopShell(page)
  await expect(shop.categories).toBeVisible()
  await expect(shop.cart.first()).toBeVisible()
  await expect(shop.login.first()).toBeVisible()
  await expect(shop.cookieBanner).toBeVisible()
  await expect(shop.footer).toBeVisible()
  await expect(page.getByRole('banner').getByText('Administration', { exact: true })).toHaveCount(0)
})

test('the shop’s pages keep their header, floating buttons and cookie banner', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const shop = shopShell(page)
  await expect(shop.categories).toBeVisible()
  await expect(shop.categoryLink.first()).toBeVisible()
  await expect(shop.cart.first()).toBeVisible()
  await expect(shop.login.first()).toBeVisible()
  await expect(shop.search.first()).toBeVisible()
  await expect(shop.cookieBanner).toBeVisible()
  await page.mouse.wheel(0, 1500)
  await expect(shop.backToTop).toBeVisible()
  await expect(shop.footer).toBeVisible()
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the dashboard has no floating button, even scrolled, and its header fits the administrator and the sign-out', async ({ page }) => {
    await signInAsAdminThroughStorage(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dernières commandes', exact: true })).toBeVisible()
    const header = page.getByRole('banner')
    const logo = header.getByRole('link', { name: /^Ma Boutique Protection/ })
    const signOut = header.getByRole('button', { name: 'Se déconnecter' })
    await expect(logo).toBeInViewport({ ratio: 1 })
    await expect(signOut).toBeInViewport({ ratio: 1 })
    await expect(header.getByText(testAdmin.email)).toBeVisible()
    expect(await header.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
    // Neither covers the other: the account goes below the logo when the line is too short for both.
    const [logoBox, signOutBox] = [await logo.boundingBox(), await signOut.boundingBox()]
    if (!logoBox || !signOutBox) throw new Error('en-tête non dessiné')
    expect(signOutBox.y >= logoBox.y + logoBox.height || signOutBox.x >= logoBox.x + logoBox.width).toBe(true)
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await expectNoShopShell(page)
  })
})
