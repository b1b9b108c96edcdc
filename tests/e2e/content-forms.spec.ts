/**
 * The content pages' forms against the real `POST /api/forms/:form` (the forms backend): what a
 * visitor sees once the shop accepted the form, and what the shop stored. The browser-side checks
 * of the same forms, which need no backend, are in faq.spec.ts and legal-pages.spec.ts.
 */
import type { Locator } from '@playwright/test'

import { formMessages } from '@shop/domain/forms'
import { customerData, uniqueClientIp } from '@shop/seed/factories'

import { expect, test } from './fixtures.ts'
import { staffToken } from './support/accounts.ts'

/** Each test is a visitor of its own: the per-address form limit counts it alone. */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() })
})

/** What staff find in the admin for an e-mail address, through the REST API. */
async function storedFor(collection: 'tickets' | 'newsletter-subscribers', email: string) {
  const query = new URLSearchParams({ 'where[email][equals]': email, depth: '0' })
  const res = await fetch(`${process.env.TEST_BASE_URL}/api/${collection}?${query.toString()}`, {
    headers: { Authorization: `JWT ${await staffToken()}` },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

async function fillMessageForm(form: Locator, { email, subject }: { email: string; subject: string }) {
  await form.getByRole('textbox', { name: 'Nom' }).fill('Camille Martin')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('combobox', { name: 'Sujet' }).selectOption(subject)
  await form.getByRole('textbox', { name: 'Message' }).fill('Bonjour, une question.')
  await form.getByRole('checkbox').check()
}

async function expectEmptied(form: Locator) {
  await expect(form.getByRole('textbox', { name: 'Nom' })).toHaveValue('')
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('')
  await expect(form.getByRole('combobox', { name: 'Sujet' })).toHaveValue('')
  await expect(form.getByRole('checkbox')).not.toBeChecked()
  await expect(form.getByText('0/500 caractères')).toBeVisible()
}

const messageForms = [
  { path: '/faq', form: 'faq-contact', name: "Vous n'avez pas trouvé votre réponse ?", subject: 'installation' },
  { path: '/mentions-legales', form: 'legal-contact', name: 'Formulaire de contact', subject: 'data_protection' },
  { path: '/cookies', form: 'cookie-contact', name: 'Une question sur les cookies ?', subject: 'cookies_info' },
] as const

for (const { path, form: formName, name, subject } of messageForms) {
  test(`${path}: the message is sent, the success banner shows, the form empties and the shop keeps a ticket`, async ({ page }) => {
    const { email } = customerData()
    await page.goto(path)
    const form = page.getByRole('form', { name })
    await fillMessageForm(form, { email, subject })
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(form.getByRole('status')).toHaveText(formMessages.messageSent)
    await expectEmptied(form)
    const [ticket] = await storedFor('tickets', email)
    expect(ticket).toMatchObject({ source: formName, email, message: 'Bonjour, une question.' })
  })
}

test('/retractation: the request is sent, the form closes and empties, the success banner stays', async ({ page }) => {
  const { email } = customerData()
  await page.goto('/retractation')
  const open = page.getByRole('button', { name: 'Remplir le formulaire en ligne' })
  await open.click()
  const form = page.getByRole('form', { name: 'Formulaire de rétractation en ligne' })
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
  await form.getByRole('textbox', { name: 'Prénom' }).fill('Camille')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Numéro de commande' }).fill('mbp-01112026-0001')
  await form.getByLabel('Date de commande').fill('2026-11-01')
  await form.getByRole('textbox', { name: 'Produit(s) concerné(s)' }).fill('Protection Hydrogel HD TPU')
  await form.getByRole('combobox', { name: 'Motif (facultatif)' }).selectOption('gift')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click()

  await expect(page.getByRole('status').filter({ hasText: formMessages.withdrawalSent })).toBeVisible()
  await expect(form).toBeHidden()
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await open.click()
  await expect(form.getByRole('textbox', { name: 'Numéro de commande' })).toHaveValue('')
  await expect(form.getByRole('checkbox')).not.toBeChecked()

  const [ticket] = await storedFor('tickets', email)
  expect(ticket).toMatchObject({ source: 'retractation', email, orderNumber: 'MBP-01112026-0001', orderDate: '2026-11-01' })
})

test('the footer newsletter answers that a confirmation link was e-mailed, and keeps the address pending', async ({ page }) => {
  const { email } = customerData()
  await page.goto('/faq')
  const form = page.getByRole('form', { name: 'Restez informé' })
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email)
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: "S'inscrire" }).click()
  await expect(form.getByRole('status')).toHaveText(formMessages.newsletterCheckMailbox)
  await expect(form.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('')
  const [subscriber] = await storedFor('newsletter-subscribers', email)
  expect(subscriber).toMatchObject({ email, status: 'pending' })
})

test('the footer newsletter’s code loads as the form comes near, and what was typed meanwhile is kept', async ({ page }) => {
  const { email } = customerData()
  const [name, domain] = email.split('@') as [string, string]
  const formCode: string[] = []
  // The form's code arrives late: the visitor types and ticks in the fields before it does.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/newsletter-form-[^/]+\.js$/, async (route) => {
    formCode.push(route.request().url())
    await held
    await route.continue()
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(formCode).toEqual([])
  const form = page.getByRole('form', { name: 'Restez informé' })
  const address = form.getByRole('textbox', { name: 'Adresse e-mail' })
  await address.scrollIntoViewIfNeeded()
  await expect.poll(() => formCode.length).toBe(1)
  await address.pressSequentially(`${name}@`)
  await form.getByRole('checkbox').check()
  await address.focus()
  release()
  await expect(form.getByRole('button', { name: "S'inscrire" })).toBeEnabled()
  await page.keyboard.type(domain)
  await expect(address).toHaveValue(email)
  await expect(form.getByRole('checkbox')).toBeChecked()
  await form.getByRole('button', { name: "S'inscrire" }).click()
  await expect(form.getByRole('status')).toHaveText(formMessages.newsletterCheckMailbox)
  const [subscriber] = await storedFor('newsletter-subscribers', email)
  expect(subscriber).toMatchObject({ email, status: 'pending' })
})

test('the footer newsletter filled in before the page’s script ran takes what was typed and sends it', async ({ page }) => {
  const { email } = customerData()
  // The application's code arrives late: the visitor types and ticks in the pre-rendered form first.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // The page comes alive only once the code is let through: not awaited before that.
  const arrived = page.goto('/faq', { waitUntil: 'domcontentloaded' })
  const form = page.getByRole('form', { name: 'Restez informé' })
  const address = form.getByRole('textbox', { name: 'Adresse e-mail' })
  await address.fill(email)
  await form.getByRole('checkbox').check()
  // Back at the top: the form is out of view when the page comes alive.
  await page.evaluate(() => window.scrollTo(0, 0))
  release()
  await arrived
  await expect(form.getByRole('button', { name: "S'inscrire" })).toBeEnabled()
  await expect(address).toHaveValue(email)
  await form.getByRole('button', { name: "S'inscrire" }).click()
  await expect(form.getByRole('status')).toHaveText(formMessages.newsletterCheckMailbox)
  const [subscriber] = await storedFor('newsletter-subscribers', email)
  expect(subscriber).toMatchObject({ email, status: 'pending' })
})

test('a robot filling the hidden field is thanked like anyone, and nothing is kept', async ({ page }) => {
  const { email } = customerData()
  await page.goto('/mentions-legales')
  const form = page.getByRole('form', { name: 'Formulaire de contact' })
  await fillMessageForm(form, { email, subject: 'other' })
  // Robots fill every input; people never see this one (hidden, out of the Tab order).
  await page
    .locator('form input[name="website"]')
    .first()
    .evaluate((input) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setter?.call(input, 'https://spam.example')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form.getByRole('status')).toHaveText(formMessages.messageSent)
  expect(await storedFor('tickets', email)).toEqual([])
})

test('too many forms from one address: the banner says when to try again', async ({ page }) => {
  await page.goto('/cookies')
  const form = page.getByRole('form', { name: 'Une question sur les cookies ?' })
  const send = form.getByRole('button', { name: 'Envoyer le message' })
  // The shop takes a few forms per address in its window, then answers 429 with retryAfter.
  for (let sent = 0; sent < 5; sent += 1) {
    await fillMessageForm(form, { email: customerData().email, subject: 'other' })
    await send.click()
    await expect(form.getByRole('textbox', { name: 'Nom' })).toHaveValue('')
  }
  await fillMessageForm(form, { email: customerData().email, subject: 'other' })
  await send.click()
  await expect(form.getByRole('alert')).toHaveText(/ Réessayez dans \d+ secondes\.$/)
})
