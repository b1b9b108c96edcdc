/**
 * The sections each category page and the home page show around the catalogue, as staff write
 * them in the CMS global `category-pages`: in the page's first HTML, and a publication shown on
 * the next load (a draft never).
 */
import type { Page } from '@playwright/test'

import { uniqueClientIp } from '@shop/seed/factories'
import { categoryPages } from '@shop/seed/data/category-pages'

import { expect, test } from './fixtures.ts'
import { staffToken } from './support/accounts.ts'

const titles = (rows: readonly { title: string }[]) => rows.map((row) => row.title)

/** Saves the global as staff do in the admin: published, or as a draft. */
async function saveCategoryPages(data: Record<string, unknown>, status: 'published' | 'draft') {
  const res = await fetch(`${process.env.TEST_BASE_URL}/api/globals/category-pages${status === 'draft' ? '?draft=true' : ''}`, {
    method: 'POST',
    headers: { Authorization: `JWT ${await staffToken()}`, 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
    body: JSON.stringify({ ...data, _status: status }),
  })
  expect(res.status).toBe(200)
}

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true })

test.describe('category sections from the CMS', () => {
  // The publishing test changes what the others read.
  test.describe.configure({ mode: 'serial' })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('each page has its own sections in its first HTML', async ({ page }) => {
      await page.goto('/telephones')
      await expect(page.getByRole('region', { name: 'Nos avantages' }).getByRole('heading', { level: 3 })).toHaveText(
        titles(categoryPages.phones.benefits),
      )
      await expect(section(page, categoryPages.phones.paymentBanner.title).getByRole('img', { name: 'Visa' })).toBeVisible()

      await page.goto('/montres-connectees')
      await expect(page.getByText(categoryPages.watches.packBanner.title)).toBeVisible()
      await expect(page.getByText(categoryPages.watches.packBanner.text)).toBeVisible()
      await expect(section(page, categoryPages.watches.installTitle).getByRole('listitem')).toHaveCount(3)
      const help = section(page, categoryPages.watches.helpTitle)
      for (const link of ["Guide d'installation", 'Nous contacter', 'À propos'])
        await expect(help.getByRole('link', { name: link })).toBeVisible()
      await expect(help.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact')

      await page.goto('/consoles')
      await expect(section(page, categoryPages.consoles.reasonsTitle).getByRole('heading', { level: 3 })).toHaveText(
        titles(categoryPages.consoles.reasons),
      )
      await expect(section(page, categoryPages.consoles.installTitle)).toBeVisible()

      await page.goto('/ecrans-auto')
      await expect(page.getByText('HD TPU - 20,00 €')).toBeVisible()
      for (const feature of categoryPages.carScreens.heroFeatures) await expect(page.getByText(feature.text, { exact: true })).toBeVisible()
      await expect(section(page, categoryPages.carScreens.whyTitle)).toBeVisible()
      await expect(section(page, categoryPages.carScreens.installTitle).getByRole('heading', { level: 3 })).toHaveText([
        'Étape 1 : Nettoyez',
        'Étape 2 : Positionnez',
        'Étape 3 : Appliquez',
      ])

      await page.goto('/')
      const install = section(page, categoryPages.home.installTitle)
      await expect(install.getByText(categoryPages.home.installIntro)).toBeVisible()
      await expect(install.getByRole('link', { name: "Voir le guide d'installation complet" })).toHaveAttribute(
        'href',
        '/guide-installation',
      )
    })
  })

  test('a publication shows on the next load, a draft does not; the page stays interactive', async ({ page }) => {
    const bannerTitle = `Paiement sécurisé ${Date.now()}`
    const published = { ...categoryPages.phones, paymentBanner: { ...categoryPages.phones.paymentBanner, title: bannerTitle } }
    try {
      await saveCategoryPages({ phones: published }, 'published')
      await page.goto('/telephones')
      await expect(page.getByRole('heading', { level: 2, name: bannerTitle })).toBeVisible()
      const draft = { ...published, paymentBanner: { ...published.paymentBanner, title: 'Brouillon jamais publié' } }
      await saveCategoryPages({ phones: draft }, 'draft')
      await page.reload()
      await expect(page.getByRole('heading', { level: 2, name: bannerTitle })).toBeVisible()
      await expect(page.getByText('Brouillon jamais publié')).toHaveCount(0)
      // Hydrated over the server's render: the filters still answer.
      await page.getByLabel('Rechercher un modèle').fill('galaxy')
      await expect(page.locator('main article').first()).toContainText('Galaxy')
      await expect(page.getByRole('heading', { level: 2, name: bannerTitle })).toBeVisible()
    } finally {
      await saveCategoryPages({ phones: categoryPages.phones }, 'published')
    }
  })
})
