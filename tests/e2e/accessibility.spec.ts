import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'

/**
 * Pages that carry most of the shop's components: the shell, a category, a product, the FAQ, the
 * legal pages (their forms, table of contents and cookie preferences) and the service pages.
 */
const pages = [
  { path: '/', ready: 'Types de Protection' },
  { path: '/telephones', ready: null },
  { path: '/telephones/apple-iphone-15', ready: 'Protections compatibles' },
  { path: '/montres-connectees', ready: null },
  { path: '/consoles', ready: null },
  { path: '/ecrans-auto', ready: null },
  { path: '/faq', ready: 'Installation' },
  { path: '/retractation', ready: 'Délai légal de rétractation' },
  { path: '/conditions-generales', ready: 'Préambule' },
  { path: '/politique-confidentialite', ready: 'Données collectées' },
  { path: '/cookies', ready: 'Gérer mes préférences' },
  { path: '/mentions-legales', ready: 'Formulaire de contact' },
  { path: '/garantie', ready: 'Procédure de réclamation' },
  { path: '/guide-installation', ready: "Étapes d'installation" },
  { path: '/livraison', ready: 'Modes de livraison' },
  { path: '/about', ready: 'Nos valeurs' },
  { path: '/contact', ready: "Horaires d'ouverture" },
  { path: '/retractation/en-ligne', ready: '1. Votre commande' },
  { path: '/admin-login', ready: 'Espace administrateur' },
]

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}

async function pageReady(page: Page, ready: string | null) {
  if (ready) await expect(page.getByRole('heading', { name: ready })).toBeVisible()
  else await expect(page.locator('main article').first()).toBeVisible()
}

for (const { path, ready } of pages) {
  test(`${path} has no serious or critical accessibility violation (axe-core)`, async ({ page }) => {
    await page.goto(path)
    await pageReady(page, ready)
    expect(await blockingViolations(page)).toEqual([])
  })
}

test.describe('on a phone, where wide tables scroll sideways', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const { path, ready } of pages.filter((page) => ['/', '/garantie', '/livraison', '/cookies'].includes(page.path))) {
    test(`${path} has no serious or critical accessibility violation (axe-core)`, async ({ page }) => {
      await page.goto(path)
      await pageReady(page, ready)
      expect(await blockingViolations(page)).toEqual([])
    })
  }
})

/** Each heading of the page with the levels it skipped coming down from the one before (the Nu checker's rule). */
async function skippedHeadingLevels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
      level: Number(heading.tagName[1]),
      text: heading.textContent?.trim().slice(0, 40) ?? '',
    }))
    return levels.flatMap((heading, index) =>
      index > 0 && heading.level > levels[index - 1].level + 1
        ? [`h${levels[index - 1].level} → h${heading.level} « ${heading.text} »`]
        : [],
    )
  })
}

for (const { path, ready } of pages.filter((page) => ['/', '/telephones', '/consoles', '/ecrans-auto', '/garantie'].includes(page.path))) {
  test(`${path}: headings go down one level at a time`, async ({ page }) => {
    await page.goto(path)
    await pageReady(page, ready)
    expect(await skippedHeadingLevels(page)).toEqual([])
  })
}

test('the configurator dialog has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/telephones')
  await page.getByRole('button', { name: 'Choisir ma protection' }).first().click()
  await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible()
  const results = await new AxeBuilder({ page }).include('dialog').analyze()
  expect(
    results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id),
  ).toEqual([])
})

test('the open withdrawal and claim forms and a refused FAQ form have no serious or critical accessibility violation', async ({ page }) => {
  const blocking = async () =>
    (await new AxeBuilder({ page }).include('main').analyze()).violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => violation.id)
  await page.goto('/retractation')
  await page.getByRole('button', { name: 'Remplir le formulaire en ligne' }).click()
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await blocking()).toEqual([])
  await page.goto('/garantie')
  await page.getByRole('button', { name: 'Ouvrir le formulaire de réclamation' }).click()
  await page
    .getByLabel('Photos du problème (facultatif)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('texte') })
  await page.getByRole('button', { name: 'Envoyer ma réclamation' }).click()
  await expect(page.getByRole('alert')).toHaveCount(2)
  expect(await blocking()).toEqual([])
  await page.goto('/faq')
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await blocking()).toEqual([])
})

test('the open help assistant, with an answer, has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: "Ouvrir l'assistant d'aide" }).click()
  const chat = page.getByRole('dialog', { name: 'Assistant Ma Boutique Protection' })
  await chat.getByRole('textbox', { name: 'Votre question…' }).fill('délai de rétractation')
  await chat.getByRole('button', { name: 'Envoyer' }).click()
  await expect(chat.getByText('Quel est le délai pour me rétracter ?')).toBeVisible()
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id),
  ).toEqual([])
})
