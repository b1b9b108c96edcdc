import { readFile } from 'node:fs/promises'

import type { Download, Page } from '@playwright/test'

import { formatCents, toCents } from '@shop/domain/money'
import { customerData, uniqueClientIp } from '@shop/seed/factories'
import { siteSettings } from '@shop/seed/data/site-settings'

import { pdfText } from '../support/pdf-text.ts'
import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { expect, test } from './fixtures.ts'
import { api, createCustomer, mailTo, signInThroughStorage } from './support/accounts.ts'

/** A car-screen order (one line per quantity), paid on the fake Stripe: a contract one may withdraw from. */
async function paidOrder(base: string, email: string, token?: string, quantities?: number[]) {
  const placed = await api('POST', '/api/create-payment', carCheckoutBody(base, await firstCarSlug(base), email, quantities), token)
  expect(placed.status).toBe(200)
  const url = new URL(placed.body.url as string)
  const paid = await fetch(`${url.origin}/__fake/sessions/${url.pathname.split('/').pop()}/pay?webhook=1`, { method: 'POST' })
  expect(paid.status).toBe(200)
  const orderNumber = placed.body.orderNumber as string
  // Paid once the webhook is through: the summary stops answering 'not paid yet'.
  await expect
    .poll(async () => (await api('POST', '/api/withdrawals?action=summary', { orderNumber, email })).status, { timeout: 15_000 })
    .toBe(200)
  return { orderNumber, orderId: String(placed.body.orderId) }
}

async function confirmAndCheck(page: Page, orderNumber: string, email: string) {
  const summary = page.getByRole('region', { name: '2. Récapitulatif de la rétractation' })
  await expect(summary.getByText(orderNumber)).toBeVisible()
  await expect(summary.getByText('Commande pas encore livrée : 14 jours à compter de sa réception')).toBeVisible()
  await summary.getByRole('button', { name: 'Confirmer la rétractation' }).click()
  await expect(page.getByRole('heading', { name: /^Rétractation enregistrée le \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/ })).toBeVisible()
  await expect(page.getByText('Votre rétractation est enregistrée. Un accusé de réception vous a été envoyé par e-mail.')).toBeVisible()
  const mail = await mailTo(email, 'Accusé de réception de votre rétractation')
  expect(mail.text).toContain(orderNumber)
  expect(mail.text).toMatch(/exercée en ligne le \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(heure de Paris\)/)
}

test('a guest withdraws online in two steps from /retractation, and is told the date and time', async ({ page, baseURL }) => {
  const email = customerData().email
  const { orderNumber } = await paidOrder(baseURL ?? '', email)

  await page.goto('/retractation')
  await page.getByRole('main').getByRole('link', { name: 'Se rétracter du contrat ici' }).click()
  await expect(page).toHaveURL(/\/retractation\/en-ligne$/)
  await expect(page.getByRole('heading', { name: 'Se rétracter du contrat ici', level: 1 })).toBeVisible()
  const form = page.getByRole('form', { name: '1. Votre commande' })
  await form.getByRole('textbox', { name: 'Numéro de commande' }).fill(orderNumber)
  await form.getByRole('textbox', { name: 'Email' }).fill('quelqu.un@example.fr')
  await form.getByRole('button', { name: 'Continuer' }).click()
  await expect(form.getByText('Commande introuvable')).toBeVisible()
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('button', { name: 'Continuer' }).click()
  await confirmAndCheck(page, orderNumber, email)

  // Asked again, the page says it is already done, with the same moment.
  await page.reload()
  await form.getByRole('textbox', { name: 'Numéro de commande' }).fill(orderNumber)
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('button', { name: 'Continuer' }).click()
  await expect(page.getByRole('heading', { name: /^Rétractation enregistrée le / })).toBeVisible()
})

test('a signed-in customer withdraws from an order of /mes-commandes', async ({ page, baseURL }) => {
  const customer = await createCustomer()
  const session = await signInThroughStorage(page, customer)
  const { orderNumber } = await paidOrder(baseURL ?? '', customer.email, session.token)

  await page.goto('/mes-commandes')
  const card = page.getByRole('article', { name: `Commande ${orderNumber}` })
  await card.getByRole('link', { name: 'Se rétracter du contrat ici' }).click()
  await expect(page).toHaveURL(/\/retractation\/en-ligne\?commande=\d+$/)
  await confirmAndCheck(page, orderNumber, customer.email)

  // Done once: the order list says when, and offers it no more.
  await page.goto('/mes-commandes')
  await expect(card.getByText(/^Rétractation enregistrée le /)).toBeVisible()
  await expect(card.getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveCount(0)
})

test('a customer withdraws from some units of an order only, and is refunded those', async ({ page, baseURL }) => {
  const customer = await createCustomer()
  const session = await signInThroughStorage(page, customer)
  const { orderNumber, orderId } = await paidOrder(baseURL ?? '', customer.email, session.token, [3, 1])
  const summary = await api('POST', '/api/withdrawals?action=summary', { orderId }, session.token)
  const [three] = summary.body.withdrawal.items as { paid_amount: number }[]

  await page.goto(`/retractation/en-ligne?commande=${orderId}`)
  const step = page.getByRole('region', { name: '2. Récapitulatif de la rétractation' })
  await expect(step.getByText(orderNumber)).toBeVisible()
  const boxes = step.getByRole('checkbox')
  await expect(boxes).toHaveCount(2)
  await expect(step.getByText(/^Remboursement : .* plus les frais de livraison initiaux/)).toBeVisible()

  // Two of the three units of the first line, none of the second.
  await step.getByRole('combobox', { name: /^Exemplaires de .* à retourner$/ }).selectOption('2')
  await boxes.nth(1).uncheck()
  const amount = formatCents(Math.round((toCents(three!.paid_amount) * 2) / 3))
  await expect(step.getByText(`Remboursement : ${amount} pour les articles cochés.`, { exact: false })).toBeVisible()
  await boxes.nth(0).uncheck()
  await expect(step.getByText('Choisissez au moins un article.')).toBeVisible()
  await expect(step.getByRole('button', { name: 'Confirmer la rétractation' })).toBeDisabled()
  await boxes.nth(0).check()
  await step.getByRole('combobox').selectOption('2')
  await step.getByRole('button', { name: 'Confirmer la rétractation' }).click()
  await expect(page.getByRole('heading', { name: /^Rétractation enregistrée le / })).toBeVisible()

  const mail = await mailTo(customer.email, 'Accusé de réception de votre rétractation')
  expect(mail.text).toContain('Elle porte sur les articles suivants de la commande')
  expect(mail.text).toContain(`Nous vous remboursons le prix payé pour ces articles, soit ${amount}`)

  // The articles left stay open to a withdrawal: the last unit of the first line, and the second line.
  await page.getByRole('button', { name: "Me rétracter d'autres articles de la commande" }).click()
  await expect(
    step.getByText(/^Rétractation SUP-\d{8}-\d{6} enregistrée le .* Vous pouvez encore vous rétracter des articles restants/),
  ).toBeVisible()
  await expect(step.getByText('2 exemplaires déjà compris dans une rétractation')).toBeVisible()
  await expect(boxes).toHaveCount(2)
  await expect(step.getByRole('checkbox', { name: /^1 × / })).toHaveCount(2)
  // With the last units, the whole order is withdrawn from: the delivery costs come back too.
  await expect(step.getByText(/^Remboursement : .* plus les frais de livraison initiaux/)).toBeVisible()
  await step.getByRole('button', { name: 'Confirmer la rétractation' }).click()
  await expect(page.getByRole('heading', { name: /^Rétractation enregistrée le / })).toBeVisible()
  await expect(page.getByRole('button', { name: "Me rétracter d'autres articles de la commande" })).toHaveCount(0)

  await page.goto('/mes-commandes')
  const card = page.getByRole('article', { name: `Commande ${orderNumber}` })
  await expect(card.getByText(/^Rétractation enregistrée le /)).toBeVisible()
  await expect(card.getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveCount(0)
})

/** The text of a PDF the page downloaded, on one line. */
async function downloadedText(download: Download): Promise<string> {
  expect(download.suggestedFilename()).toBe('formulaire-de-retractation.pdf')
  return (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ')
}

test('the withdrawal form PDF: blank from /retractation, filled in from /mes-commandes and /suivi', async ({ page, baseURL }) => {
  await page.goto('/retractation')
  const blank = page.waitForEvent('download')
  await page.getByRole('main').getByRole('link', { name: 'le formulaire au format PDF' }).click()
  const blankText = await downloadedText(await blank)
  expect(blankText).toContain(`À l'attention de ${siteSettings.legalName}`)
  expect(blankText).toContain('(*) Rayez la mention inutile.')

  const customer = await createCustomer()
  const session = await signInThroughStorage(page, customer)
  const { orderNumber } = await paidOrder(baseURL ?? '', customer.email, session.token)
  await page.goto('/mes-commandes')
  await page
    .getByRole('article', { name: `Commande ${orderNumber}` })
    .getByRole('button', { name: 'Voir les détails' })
    .click()
  const fromOrders = page.waitForEvent('download')
  await page
    .getByRole('dialog', { name: `Commande ${orderNumber}` })
    .getByRole('link', { name: 'Formulaire de rétractation (PDF)' })
    .click()
  expect(await downloadedText(await fromOrders)).toContain(`Commande ${orderNumber}`)

  await page.goto(`/suivi?commande=${orderNumber}`)
  const fromTracking = page.waitForEvent('download')
  await page
    .getByRole('article', { name: `Commande ${orderNumber}` })
    .getByRole('link', { name: 'Formulaire de rétractation (PDF)' })
    .click()
  expect(await downloadedText(await fromTracking)).toContain(`Commande ${orderNumber}`)
})

test('the footer leads to the online withdrawal, and the legal notices name the consumer mediator', async ({ page }) => {
  await page.goto('/mentions-legales')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveAttribute(
    'href',
    '/retractation/en-ligne',
  )
  const mediator = page.getByRole('complementary', { name: 'Médiateur de la consommation' })
  await expect(mediator.getByText(siteSettings.mediator.name)).toBeVisible()
  await expect(mediator.getByRole('link', { name: siteSettings.mediator.website })).toHaveAttribute('href', siteSettings.mediator.website)
})

test('the newsletter links: confirmation, then unsubscription; a broken link says so', async ({ page, baseURL }) => {
  const email = customerData().email
  const res = await fetch(`${baseURL}/api/forms/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
    body: JSON.stringify({ email, consent: true }),
  })
  expect(res.status).toBe(201)
  const mail = await mailTo(email, 'Confirmez votre inscription')
  const link = (path: string) => {
    const found = new RegExp(`https?://[^\\s"]+${path}\\?token=[\\w.%-]+`).exec(mail.text)?.[0]
    if (!found) throw new Error(`${path} absent du mail`)
    return new URL(found).pathname + new URL(found).search
  }

  await page.goto(link('/newsletter/confirmation'))
  await expect(page.getByText('Votre inscription à la newsletter est confirmée.')).toBeVisible()
  await page.goto(link('/newsletter/desinscription'))
  await expect(page.getByText('Vous êtes désinscrit de la newsletter.')).toBeVisible()
  await page.goto('/newsletter/confirmation?token=nimportequoi-nimportequoi')
  await expect(page.getByText('Ce lien est invalide ou a expiré.')).toBeVisible()
})
