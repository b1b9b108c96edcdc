import type { Page } from '@playwright/test'

import { faqCategories } from '@shop/domain/catalogue'
import { formMessages } from '@shop/domain/forms'
import { faqs } from '@shop/seed/data/faqs'

import { expect, test } from './fixtures.ts'
import { staffToken } from './support/accounts.ts'

// One after the other: the publishing test adds a question for a moment, which the counts of the
// other tests would otherwise meet.
test.describe.configure({ mode: 'default' })

/** The accordion's question buttons (they alone say whether they are expanded). */
const questions = (page: Page) => page.getByRole('tabpanel').locator('button[aria-expanded]')
const search = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher une question' })
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const matching = (term: string) =>
  faqs.filter((faq) => `${faq.question} ${faq.answer}`.toLocaleLowerCase('fr-FR').includes(term.toLocaleLowerCase('fr-FR')))

test('under Toutes the questions are grouped under their category, a tab shows one flat list', async ({ page }) => {
  await page.goto('/faq')
  await expect(questions(page)).toHaveCount(faqs.length)
  for (const { label } of faqCategories) await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible()
  await expect(tab(page, 'Toutes')).toHaveAttribute('aria-selected', 'true')

  await tab(page, 'Garantie').click()
  await expect(tab(page, 'Garantie')).toHaveAttribute('aria-selected', 'true')
  await expect(tab(page, 'Toutes')).toHaveAttribute('aria-selected', 'false')
  const garantie = faqs.filter((faq) => faq.category === 'garantie')
  await expect(questions(page)).toHaveText(garantie.map((faq) => faq.question))
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Installation' })).toHaveCount(0)

  // The tab list follows the ARIA pattern: arrows move to the next tab and select it.
  await page.keyboard.press('ArrowRight')
  await expect(tab(page, 'Commande & Livraison')).toBeFocused()
  await expect(tab(page, 'Commande & Livraison')).toHaveAttribute('aria-selected', 'true')
})

test('the search ignores case, looks in answers too, combines with the tab and counts with the plural', async ({ page }) => {
  await page.goto('/faq')
  await expect(questions(page)).toHaveCount(faqs.length)
  await expect(page.getByText(/résultats? trouvés?/)).toHaveCount(0)

  const several = matching('bulles')
  await search(page).fill('BULLES')
  await expect(page.getByRole('status').filter({ hasText: 'trouvé' })).toHaveText(`${several.length} résultats trouvés`)
  await expect(questions(page)).toHaveText(several.map((faq) => faq.question))

  const inInstallation = several.filter((faq) => faq.category === 'installation')
  await tab(page, 'Installation').click()
  await expect(questions(page)).toHaveText(inInstallation.map((faq) => faq.question))

  const single = matching('stripe')
  expect(single).toHaveLength(1)
  await tab(page, 'Toutes').click()
  await search(page).fill('stripe')
  await expect(page.getByRole('status').filter({ hasText: 'trouvé' })).toHaveText('1 résultat trouvé')
})

test("no match shows 'Aucun résultat trouvé', and 'Voir toutes les questions' resets the search and the tab", async ({ page }) => {
  await page.goto('/faq')
  await tab(page, 'Durabilité').click()
  await search(page).fill('stripe')
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'trouvé' })).toHaveText('0 résultats trouvés')
  await page.getByRole('button', { name: 'Voir toutes les questions' }).click()
  await expect(search(page)).toHaveValue('')
  await expect(tab(page, 'Toutes')).toHaveAttribute('aria-selected', 'true')
  await expect(questions(page)).toHaveCount(faqs.length)
})

test('one answer is open at a time, across the categories; clicking the open one closes it', async ({ page }) => {
  await page.goto('/faq')
  const [first, second] = [faqs[0], faqs.find((faq) => faq.category === 'garantie')]
  if (!first || !second) throw new Error('FAQ du seed incomplète')
  const firstButton = page.getByRole('button', { name: first.question })
  const secondButton = page.getByRole('button', { name: second.question })

  await firstButton.click()
  await expect(firstButton).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('region', { name: first.question })).toContainText(first.answer)
  await secondButton.click()
  await expect(secondButton).toHaveAttribute('aria-expanded', 'true')
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(first.answer)).toBeHidden()
  await secondButton.click()
  await expect(secondButton).toHaveAttribute('aria-expanded', 'false')
  await expect(questions(page).and(page.locator('[aria-expanded="true"]'))).toHaveCount(0)
})

test('the page describes its questions to search engines (FAQPage)', async ({ page }) => {
  await page.goto('/faq')
  const structured = page.locator('script[type="application/ld+json"]')
  await expect.poll(async () => (await structured.allTextContents()).map((text) => JSON.parse(text)['@type'])).toEqual(['FAQPage'])
  const data = JSON.parse((await structured.textContent()) ?? '{}')
  expect(data.mainEntity).toHaveLength(faqs.length)
  expect(data.mainEntity[0]).toEqual({
    '@type': 'Question',
    name: faqs[0]?.question,
    acceptedAnswer: { '@type': 'Answer', text: faqs[0]?.answer },
  })
})

test('an answer published in the admin shows on the next page load; a draft only in the preview of a staff member', async ({ page }) => {
  const staff = { 'Content-Type': 'application/json', Authorization: `JWT ${await staffToken()}` }
  const base = process.env.TEST_BASE_URL
  const question = `Question publiée ${Date.now()} ?`
  const draft = `Brouillon ${Date.now()} ?`
  const create = (body: object) => fetch(`${base}/api/faqs`, { method: 'POST', headers: staff, body: JSON.stringify(body) })
  const published = await create({ question, answer: 'Réponse publiée.', category: 'utilisation', position: 999, _status: 'published' })
  const drafted = await create({ question: draft, answer: 'Pas encore.', category: 'utilisation', position: 998, _status: 'draft' })
  expect([published.status, drafted.status]).toEqual([201, 201])
  const ids = [((await published.json()) as { doc: { id: number } }).doc.id, ((await drafted.json()) as { doc: { id: number } }).doc.id]
  try {
    await page.goto('/faq')
    await expect(page.getByRole('button', { name: question })).toBeVisible()
    await expect(page.getByText(draft)).toHaveCount(0)
    await page.goto('/faq?preview=1')
    await expect(page.getByRole('button', { name: question })).toBeVisible()
    await expect(page.getByText(draft)).toHaveCount(0)

    // The admin's preview link: a signed-in staff member reads the draft, on ?preview=1 only.
    await page.context().addCookies([{ name: 'payload-token', value: await staffToken(), url: base }])
    await page.goto('/faq?preview=1')
    await expect(page.getByRole('button', { name: draft })).toBeVisible()
    await page.goto('/faq')
    await expect(page.getByRole('button', { name: question })).toBeVisible()
    await expect(page.getByText(draft)).toHaveCount(0)
  } finally {
    for (const id of ids) await fetch(`${base}/api/faqs/${id}`, { method: 'DELETE', headers: staff })
  }
})

test.describe('the contact form', () => {
  test('refuses in the order of the spec before sending anything, with a live counter', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/forms/')) sent.push(request.url())
    })
    await page.goto('/faq')
    const form = page.getByRole('form', { name: "Vous n'avez pas trouvé votre réponse ?" })
    const send = form.getByRole('button', { name: 'Envoyer le message' })
    await expect(form.getByRole('combobox', { name: 'Sujet' })).toHaveValue('')

    await send.click()
    await expect(form.getByRole('alert')).toHaveText(formMessages.required)
    await expect(form.getByRole('textbox', { name: 'Nom' })).toHaveAttribute('aria-invalid', 'true')

    await form.getByRole('textbox', { name: 'Nom' }).fill('Camille Martin')
    await form.getByRole('textbox', { name: 'Email' }).fill('camille@example.fr')
    await form.getByRole('combobox', { name: 'Sujet' }).selectOption('installation')
    await form.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(501))
    await expect(form.getByText('501/500 caractères')).toBeVisible()
    await send.click()
    await expect(form.getByRole('alert')).toHaveText(formMessages.messageTooLong)

    await form.getByRole('textbox', { name: 'Message' }).fill('Ma protection se décolle dans un coin.')
    await expect(form.getByText('38/500 caractères')).toBeVisible()
    await send.click()
    await expect(form.getByRole('alert')).toHaveText(formMessages.dataConsent)
    expect(sent).toEqual([])
  })

  test('a failed send shows the failure banner and keeps the values', async ({ page }) => {
    await page.route('**/api/forms/faq-contact', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto('/faq')
    const form = page.getByRole('form', { name: "Vous n'avez pas trouvé votre réponse ?" })
    await form.getByRole('textbox', { name: 'Nom' }).fill('Camille Martin')
    await form.getByRole('textbox', { name: 'Email' }).fill('camille@example.fr')
    await form.getByRole('combobox', { name: 'Sujet' }).selectOption('other')
    await form.getByRole('textbox', { name: 'Message' }).fill('Bonjour')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(form.getByRole('alert')).toHaveText(formMessages.messageFailed)
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Bonjour')
    await expect(form.getByRole('checkbox')).toBeChecked()
  })
})
