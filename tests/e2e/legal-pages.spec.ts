import type { Page } from '@playwright/test'

import { legalPageAnchors, type LegalPageSlug } from '@shop/domain/catalogue'
import { formMessages } from '@shop/domain/forms'
import { legalPages } from '@shop/seed/data/legal-pages'
import { pageFaqs } from '@shop/seed/data/page-faqs'

import { expect, test } from './fixtures.ts'

const seeded = (slug: LegalPageSlug) => {
  const page = legalPages.find((candidate) => candidate.slug === slug)
  if (!page) throw new Error(`${slug} absente du seed`)
  return page
}
const toc = (page: Page) => page.getByRole('navigation', { name: 'Sommaire' })
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: "Fil d'Ariane" })
/** Where a section's top sits from the top of the window. */
const sectionTop = (page: Page, anchor: string) =>
  page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top ?? NaN, anchor)

const crumbs: Record<LegalPageSlug, string[]> = {
  'conditions-generales': ['Accueil', 'Conditions générales'],
  'politique-confidentialite': ['Accueil', 'Politique de confidentialité'],
  retractation: ['Accueil', 'Mentions légales', 'Droit de rétractation'],
  cookies: ['Accueil', 'Politique de cookies'],
  'mentions-legales': ['Accueil', 'Mentions légales'],
}

for (const slug of Object.keys(crumbs) as LegalPageSlug[]) {
  test(`/${slug}: breadcrumbs, the CMS title and date, and a table of contents of every section`, async ({ page }) => {
    const content = seeded(slug)
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
    await expect(breadcrumbs(page).getByRole('listitem')).toHaveText(crumbs[slug])
    await expect(breadcrumbs(page).locator('[aria-current="page"]')).toHaveText(crumbs[slug].at(-1) ?? '')
    await expect(page.getByText('Dernière mise à jour : 22 mai 2025')).toBeVisible()
    const links = toc(page).getByRole('link')
    await expect(links).toHaveText(content.sections.map((section) => section.title))
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      legalPageAnchors[slug].map((anchor) => `#${anchor}`),
    )
    await expect(page.getByRole('heading', { level: 2, name: content.sections[0]?.title })).toBeVisible()
  })
}

test('the privacy policy shows its version, from the CMS', async ({ page }) => {
  await page.goto('/politique-confidentialite')
  await expect(page.getByText('Version 2.0', { exact: true })).toBeVisible()
})

test('the active entry follows the scroll with a 120 px offset', async ({ page }) => {
  await page.goto('/politique-confidentialite')
  const title = (anchor: string) => seeded('politique-confidentialite').sections.find((entry) => entry.anchor === anchor)?.title ?? ''
  const active = toc(page).locator('[aria-current="location"]')
  await expect(active).toHaveText(title('collecte'))
  const scrollSectionTo = (anchor: string, top: number) =>
    page.evaluate(
      ([id, y]) => window.scrollBy({ top: (document.getElementById(id)?.getBoundingClientRect().top ?? 0) - y, behavior: 'instant' }),
      [anchor, top] as const,
    )
  const [before, section] = ['transferts', 'droits']

  await scrollSectionTo(section, 125)
  await expect(active).toHaveText(title(before))
  await scrollSectionTo(section, 118)
  await expect(active).toHaveText(title(section))
  await expect(active).toHaveCount(1)
})

test('a table of contents entry scrolls smoothly to its section, 120 px under the top, and focuses it', async ({ page }) => {
  await page.goto('/conditions-generales')
  const title = seeded('conditions-generales').sections.find((section) => section.anchor === 'litiges')?.title ?? ''
  // Positions the page passes through while it scrolls: a jump would give one.
  await page.evaluate(() => {
    const seen: number[] = []
    const watch = () => {
      if (seen.at(-1) !== window.scrollY) seen.push(window.scrollY)
      requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
    Object.assign(window, { seenScroll: seen })
  })
  await toc(page).getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(/#litiges$/)
  await expect.poll(() => sectionTop(page, 'litiges')).toBeCloseTo(120, 0)
  expect(await page.evaluate(() => (window as unknown as { seenScroll: number[] }).seenScroll.length)).toBeGreaterThan(3)
  await expect(page.locator('#litiges')).toBeFocused()
  await expect(toc(page).locator('[aria-current="location"]')).toHaveText(title)
})

test('printing gives the document alone: no header, footer, breadcrumbs, table of contents nor buttons', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiePreferences', JSON.stringify({ audience: false, savedAt: Date.now() })))
  await page.goto('/politique-confidentialite')
  await expect(toc(page)).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(toc(page)).toBeHidden()
  await expect(breadcrumbs(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Retour en haut' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Sécurité des données' })).toBeVisible()
  await expect(page.getByText('Version 2.0', { exact: true })).toBeVisible()
})

test("the print button opens the browser's print dialog, 'Retour en haut' goes back to the top", async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => Object.assign(window, { printed: true })
  })
  await page.goto('/mentions-legales')
  await page.getByRole('button', { name: 'Imprimer' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true)
  await page.getByRole('button', { name: 'Retour en haut' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('/retractation', () => {
  test("leads to the online withdrawal ('Se rétracter du contrat ici'), as the footer does", async ({ page }) => {
    await page.goto('/retractation')
    await expect(page.getByRole('main').getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveAttribute(
      'href',
      '/retractation/en-ligne',
    )
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveAttribute(
      'href',
      '/retractation/en-ligne',
    )
  })

  test('its five questions open one at a time', async ({ page }) => {
    const questions = pageFaqs.filter((entry) => entry.page === 'retractation')
    expect(questions).toHaveLength(5)
    await page.goto('/retractation')
    const faq = page.locator('#faq')
    const [first, second] = questions
    await faq.getByRole('button', { name: first?.question }).click()
    await expect(faq.getByText(first?.answer ?? '')).toBeVisible()
    await faq.getByRole('button', { name: second?.question }).click()
    await expect(faq.getByText(second?.answer ?? '')).toBeVisible()
    await expect(faq.getByText(first?.answer ?? '')).toBeHidden()
    await expect(faq.getByRole('button', { name: first?.question })).toHaveAttribute('aria-expanded', 'false')
  })

  test("the online form opens on its button, closes on 'Annuler', refuses in the spec's order, says 'Envoi en cours...' and fails with the spec's banner", async ({
    page,
  }) => {
    // The answer waits until the test has seen the form busy.
    let release = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/forms/retractation', async (route) => {
      await answered
      await route.fulfill({ status: 503, body: '' })
    })
    await page.goto('/retractation')
    const open = page.getByRole('button', { name: 'Remplir le formulaire en ligne' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await open.click()
    const form = page.getByRole('form', { name: 'Formulaire de rétractation en ligne' })
    await expect(form).toBeVisible()
    await form.getByRole('button', { name: 'Annuler' }).click()
    await expect(form).toBeHidden()
    await open.click()

    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(form.getByRole('alert')).toHaveText(formMessages.required)
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
    await form.getByRole('textbox', { name: 'Prénom' }).fill('Camille')
    await form.getByRole('textbox', { name: 'Email' }).fill('camille@example.fr')
    await form.getByRole('textbox', { name: 'Numéro de commande' }).fill('MBP-01112026-0001')
    await form.getByLabel('Date de commande').fill('2026-11-01')
    await form.getByRole('textbox', { name: 'Produit(s) concerné(s)' }).fill('Protection Hydrogel HD TPU')
    await form.getByRole('combobox', { name: 'Motif (facultatif)' }).selectOption('other')
    await expect(form.getByRole('textbox', { name: 'Précisez le motif' })).toBeVisible()
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(form.getByRole('alert')).toHaveText(formMessages.withdrawalConsent)

    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(form.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled()
    release()
    await expect(form.getByRole('alert')).toHaveText(formMessages.requestFailed)
    await expect(form.getByRole('textbox', { name: 'Numéro de commande' })).toHaveValue('MBP-01112026-0001')
  })
})

test("the legal notices' contact form counts to 500 and refuses in the spec's order before sending", async ({ page }) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/forms/')) sent.push(request.url())
  })
  await page.goto('/mentions-legales')
  const form = page.getByRole('form', { name: 'Formulaire de contact' })
  const send = form.getByRole('button', { name: 'Envoyer le message' })
  await expect(form.getByText('0/500 caractères')).toBeVisible()
  await send.click()
  await expect(form.getByRole('alert')).toHaveText(formMessages.required)
  await form.getByRole('textbox', { name: 'Nom' }).fill('Camille Martin')
  await form.getByRole('textbox', { name: 'Email' }).fill('camille@example.fr')
  await form.getByRole('combobox', { name: 'Sujet' }).selectOption('data_protection')
  await form.getByRole('textbox', { name: 'Message' }).fill('y'.repeat(501))
  await expect(form.getByText('501/500 caractères')).toBeVisible()
  await send.click()
  await expect(form.getByRole('alert')).toHaveText(formMessages.dataConsent)
  await form.getByRole('checkbox').check()
  await send.click()
  await expect(form.getByRole('alert')).toHaveText(formMessages.messageTooLong)
  expect(sent).toEqual([])
  await expect(page.getByRole('main').getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
    'href',
    '/politique-confidentialite',
  )
})

test("the cookie page's contact form checks its fields before sending", async ({ page }) => {
  await page.goto('/cookies')
  const form = page.getByRole('form', { name: 'Une question sur les cookies ?' })
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form.getByRole('alert')).toHaveText(formMessages.required)
})
