import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import nodemailer from 'nodemailer'

import { formatSize } from '@shop/domain/file-size'
import { formatCents, toCents } from '@shop/domain/money'
import { customerData } from '@shop/seed/factories'

import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { testAdmin } from '../support/shop-server.ts'
import { expect, test } from './fixtures.ts'
import { api, createCustomer, mailTo, signInThroughStorage } from './support/accounts.ts'
import { shopSql } from './support/delivered-order.ts'

/** A car-screen order of this customer (one line per quantity), paid on the fake Stripe (confirmed once the webhook is through). */
async function paidOrder(base: string, email: string, token?: string, quantities?: number[]) {
  const placed = await api('POST', '/api/create-payment', carCheckoutBody(base, await firstCarSlug(base), email, quantities), token)
  expect(placed.status).toBe(200)
  const url = new URL(placed.body.url as string)
  expect((await fetch(`${url.origin}/__fake/sessions/${url.pathname.split('/').pop()}/pay?webhook=1`, { method: 'POST' })).status).toBe(200)
  const orderNumber = placed.body.orderNumber as string
  await expect
    .poll(async () => (await api('POST', '/api/order-tracking', { orderNumber, email })).body?.order?.status, { timeout: 15_000 })
    .toBe('confirmed')
  return orderNumber
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login')
  await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill(testAdmin.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(testAdmin.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByText('Connexion administrateur réussie ! Redirection vers le tableau de bord...')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible()
}

test('an administrator signs in, with the spec’s messages, and reaches the dashboard', async ({ page }) => {
  await page.goto('/admin-login')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByText("Le nom d'utilisateur est requis")).toBeVisible()
  await expect(page.getByText('Le mot de passe est requis')).toBeVisible()
  await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill(testAdmin.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Identifiants incorrects' })).toBeVisible()
  await signInAsAdmin(page)
  for (const tab of ["Vue d'ensemble", 'Commandes', 'Clients', 'Support', 'Analytique', 'Comptabilité'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible()
  // The overview's charts are drawn.
  await expect(
    page.getByRole('img', { name: "Chiffre d'affaires et commandes par jour sur 30 jours" }).locator('svg').first(),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'Analytique' }).click()
  await expect(page.getByText('Taux de conversion')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Pages vues et visites par jour' }).locator('svg').first()).toBeVisible()
  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/admin-login$/)
})

test('the overview shows the last backup’s date and size, and warns when it is more than two days old', async ({ page }) => {
  // Recorded as `npm run backup` records one (this shop takes none itself: no BACKUP_DIR).
  const takenAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000)
  const [{ id }] = await shopSql<{ id: number }>(
    `insert into backups (archive, size_bytes, created_at) values ('/srv/sauvegardes/shop-navigateur.tar.gz', 5242880, $1) returning id`,
    [takenAt],
  )
  try {
    await signInAsAdmin(page)
    await expect(page.getByText('Dernière sauvegarde', { exact: true })).toBeVisible()
    const parisTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })
    await expect(page.getByText(parisTime.format(takenAt), { exact: true })).toBeVisible()
    await expect(page.getByText(formatSize(5242880), { exact: true })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText(
      'La dernière sauvegarde a plus de deux jours : la sauvegarde programmée échoue ou ne tourne plus, voyez les journaux de la boutique.',
    )
  } finally {
    await shopSql('delete from backups where id = $1', [id])
  }
})

test('an order advanced to shipped shows as such on /mes-commandes and /suivi', async ({ page, browser, baseURL }) => {
  // Two sessions, an admin's moves and a customer's pages: the longest walks of the suite.
  test.slow()
  const customer = await createCustomer()
  const login = await api('POST', '/api/auth-validation', { action: 'login', email: customer.email, password: customer.password })
  const orderNumber = await paidOrder(baseURL ?? '', customer.email, login.body.sessionToken as string)

  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Commandes' }).click()
  await page.getByRole('searchbox', { name: 'Rechercher (numéro, e-mail, nom)' }).fill(orderNumber)
  await page.getByRole('button', { name: orderNumber }).click()
  const detail = page.getByRole('dialog', { name: `Commande ${orderNumber}` })
  await detail.getByRole('button', { name: 'Valider' }).click()
  await expect(detail.getByText('Passer la commande à « En préparation » ?')).toBeVisible()
  await detail.getByRole('button', { name: 'Confirmer' }).click()
  await expect(detail.getByText('En préparation').first()).toBeVisible()
  await detail.getByRole('button', { name: 'Valider' }).click()
  await expect(detail.getByText('Passer la commande à « Expédiée » ?')).toBeVisible()
  await detail.getByRole('button', { name: 'Confirmer' }).click()
  await expect(detail.getByText('Le transporteur et le numéro de suivi sont requis pour expédier la commande.')).toBeVisible()
  await detail.getByRole('textbox', { name: 'Transporteur' }).fill('Colissimo')
  await detail.getByRole('textbox', { name: 'Numéro de suivi' }).fill('6A98765432109')
  await detail.getByRole('button', { name: 'Confirmer' }).click()
  await expect(detail.getByText(/Expédiée par Colissimo/)).toBeVisible()
  await expect(detail.getByText(`par ${testAdmin.email}`).first()).toBeVisible()
  expect((await mailTo(customer.email, 'expédiée')).text).toContain('6A98765432109')

  const shopper = await browser.newPage()
  await signInThroughStorage(shopper, customer)
  await shopper.goto('/mes-commandes')
  await expect(shopper.getByRole('article', { name: `Commande ${orderNumber}` }).getByText('Expédiée')).toBeVisible()
  await shopper.goto(`/suivi?order=${orderNumber}`)
  const search = shopper.getByRole('form', { name: 'Rechercher ma commande' })
  await search.getByRole('textbox', { name: 'Email' }).fill(customer.email)
  await search.getByRole('button', { name: 'Suivre ma commande' }).click()
  await expect(shopper.getByRole('article', { name: `Commande ${orderNumber}` }).getByText('6A98765432109')).toBeVisible()
  await shopper.close()
})

test('an administrator answers a ticket by e-mail and resolves it', async ({ page }) => {
  const email = customerData().email
  const sent = await api('POST', '/api/forms/contact', {
    name: 'Camille Martin',
    email,
    subject: 'produit',
    message: 'Avez-vous un film mat pour la Switch 2 ?',
    consent: true,
  })
  expect(sent.status).toBe(201)
  const reference = sent.body.reference as string

  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Support' }).click()
  await page.getByRole('searchbox', { name: /Rechercher/ }).fill(reference)
  await page.getByRole('button', { name: reference }).click()
  const detail = page.getByRole('dialog', { name: `Demande ${reference}` })
  await expect(detail.getByText('Avez-vous un film mat pour la Switch 2 ?')).toBeVisible()
  await detail.getByRole('button', { name: 'Répondre' }).click()
  await expect(detail.getByText('La réponse est requise')).toBeVisible()
  await detail.getByRole('textbox', { name: /Réponse au client/ }).fill('Bonjour, oui : il arrive la semaine prochaine.')
  await detail.getByRole('button', { name: 'Répondre' }).click()
  await expect(page.getByText('Réponse envoyée au client.')).toBeVisible()
  await expect(detail.getByText('Bonjour, oui : il arrive la semaine prochaine.')).toBeVisible()
  expect((await mailTo(email, `Re: votre demande ${reference}`)).text).toContain('il arrive la semaine prochaine')
  await detail.getByRole('button', { name: 'Résoudre' }).click()
  await expect(detail.getByText('Résolu', { exact: true })).toBeVisible()
})

test('an administrator refunds a withdrawal from part of an order from its ticket', async ({ page, baseURL }) => {
  const email = customerData().email
  const orderNumber = await paidOrder(baseURL ?? '', email, undefined, [2, 1])
  const summary = await api('POST', '/api/withdrawals?action=summary', { orderNumber, email })
  const [first] = summary.body.withdrawal.items as { id: string; paid_amount: number }[]
  const confirmed = await api('POST', '/api/withdrawals?action=confirm', { orderNumber, email, lines: [{ id: first!.id, quantity: 1 }] })
  expect(confirmed.status).toBe(200)
  const reference = confirmed.body.reference as string
  const amount = formatCents(Math.round(toCents(first!.paid_amount) / 2))

  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Support' }).click()
  await page.getByRole('searchbox', { name: /Rechercher/ }).fill(reference)
  await page.getByRole('button', { name: reference }).click()
  const detail = page.getByRole('dialog', { name: `Demande ${reference}` })
  await expect(detail.getByText(`${amount} : rétractation d'une partie de la commande, frais de livraison non remboursés`)).toBeVisible()
  await detail.getByRole('button', { name: `Rembourser la rétractation (${amount})` }).click()
  await expect(page.getByText('Rétractation remboursée ; le client reçoit son avoir par e-mail.')).toBeVisible()
  await expect(detail.getByText(new RegExp(`^Rétractation remboursée le .* : ${amount}$`))).toBeVisible()
  await expect(detail.getByRole('button', { name: /^Rembourser la rétractation/ })).toHaveCount(0)
  expect((await mailTo(email, `Remboursement de votre rétractation ${reference}`)).text).toContain(amount)

  // The order says what was given back, before anyone refunds the rest.
  await page.keyboard.press('Escape')
  await page.getByRole('tab', { name: 'Commandes' }).click()
  await page.getByRole('searchbox', { name: 'Rechercher (numéro, e-mail, nom)' }).fill(orderNumber)
  await page.getByRole('button', { name: orderNumber }).click()
  const order = page.getByRole('dialog', { name: `Commande ${orderNumber}` })
  await expect(order.getByText(`Déjà remboursé après une rétractation : ${amount} ; rembourser la commande rendra le reste`)).toBeVisible()
})

/** A contact form's ticket, resolved by staff in the dashboard, and its acknowledgement as the customer received it. */
async function resolvedContactTicket(page: Page) {
  const email = customerData().email
  const sent = await api('POST', '/api/forms/contact', {
    name: 'Camille Martin',
    email,
    subject: 'produit',
    message: 'Avez-vous un film pour la Steam Deck OLED ?',
    consent: true,
  })
  const reference = sent.body.reference as string
  await signInAsAdmin(page)
  const detail = await openTicket(page, reference)
  await detail.getByRole('button', { name: 'Résoudre' }).click()
  await expect(detail.getByText('Résolu', { exact: true })).toBeVisible()
  return { email, reference, acknowledgement: await mailTo(email, `Votre demande ${reference}`) }
}

async function openTicket(page: Page, reference: string) {
  await page.getByRole('tab', { name: 'Support' }).click()
  await page.getByRole('searchbox', { name: /Rechercher/ }).fill(reference)
  await page.getByRole('button', { name: reference }).click()
  return page.getByRole('dialog', { name: `Demande ${reference}` })
}

/** The shop's SMTP listener, as the MX in front of it speaks to it. */
const inboundListener = () =>
  nodemailer.createTransport({ host: '127.0.0.1', port: Number(process.env.TEST_INBOUND_SMTP_PORT), ignoreTLS: true })

test("a customer's reply by e-mail shows in the thread as theirs, and re-opens the resolved ticket", async ({ page }) => {
  const { email, reference, acknowledgement } = await resolvedContactTicket(page)
  await inboundListener().sendMail({
    from: email,
    to: acknowledgement.replyTo ?? '',
    subject: `Re: ${acknowledgement.subject}`,
    text: `Finalement, c'est pour la Steam Deck LCD.\n\nLe lun. 5 janv. 2026 à 10:12, Ma Boutique Protection a écrit :\n> Bonjour Camille,`,
  })

  await page.reload()
  const detail = await openTicket(page, reference)
  const message = detail.getByRole('listitem').filter({ hasText: "Finalement, c'est pour la Steam Deck LCD." })
  await expect(message).toContainText(`Réponse du client · `)
  await expect(message).toContainText(email)
  await expect(message).not.toContainText('a écrit')
  await expect(detail.getByText('Ouvert', { exact: true })).toBeVisible()
})

test("another sender's e-mail to a ticket shows as « Expéditeur non vérifié », with the receiving server's verdict, and re-opens nothing", async ({
  page,
}) => {
  const { reference, acknowledgement } = await resolvedContactTicket(page)
  const stranger = customerData().email
  const verdict = `mx.maboutiqueprotection.fr; spf=fail smtp.mailfrom=${stranger}; dmarc=fail header.from=exemple.test`
  const headers = [
    `Authentication-Results: ${verdict}`,
    `From: ${stranger}`,
    `To: ${acknowledgement.replyTo}`,
    'Subject: Re: votre demande',
  ]
  await inboundListener().sendMail({
    envelope: { from: stranger, to: [acknowledgement.replyTo ?? ''] },
    raw: [...headers, '', 'Remboursez-moi sur ce nouveau compte.', ''].join('\r\n'),
  })

  await page.reload()
  const detail = await openTicket(page, reference)
  const message = detail.getByRole('listitem').filter({ hasText: 'Remboursez-moi sur ce nouveau compte.' })
  await expect(message).toContainText('Expéditeur non vérifié · ')
  await expect(message).toContainText(stranger)
  await expect(message).toContainText(`Authentication-Results : ${verdict}`)
  await expect(message).not.toContainText('Réponse du client')
  await expect(detail.getByText('Résolu', { exact: true })).toBeVisible()
})

test('the orders tab exports its rows as a CSV file named after the shop, the tab and the day', async ({ page }) => {
  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Commandes' }).click()
  await page.getByRole('checkbox', { name: 'Séparateur point-virgule (Excel)' }).check()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^MBP-commandes-\d{4}-\d{2}-\d{2}\.csv$/)
  const path = await file.path()
  const { readFile } = await import('node:fs/promises')
  const text = (await readFile(path)).toString('utf8')
  expect(text.startsWith('\uFEFF"Numéro";"Date";"Client"')).toBe(true)
})

test('the accounting tab downloads the FEC named after the SIREN and the closing day, and the month’s VAT summary', async ({ page }) => {
  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Comptabilité' }).click()
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date())
  await expect(page.getByRole('combobox', { name: 'Exercice clos en' })).toHaveValue(year)
  const { readFile } = await import('node:fs/promises')
  const fecDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Télécharger le FEC' }).click()
  const fec = await fecDownload
  expect(fec.suggestedFilename()).toBe(`912345675FEC${year}1231.txt`)
  expect((await readFile(await fec.path())).toString('utf8').split('\r\n')[0]?.split('\t')).toHaveLength(18)

  await page.getByLabel('Mois', { exact: true }).fill(`${year}-01`)
  const vatDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Télécharger la TVA (CSV)' }).click()
  const vat = await vatDownload
  expect(vat.suggestedFilename()).toBe(`MBP-tva-${year}-01.csv`)
  expect((await readFile(await vat.path())).toString('utf8').startsWith('\uFEFF"Taux","Base HT (€)","TVA (€)","TTC (€)"')).toBe(true)
})

test("a customer's session alone does not open the dashboard", async ({ page }) => {
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/admin-login\?raison=invalid$/)
  await expect(page.getByText('Session administrateur invalide. Veuillez vous reconnecter.')).toBeVisible()
  // A forged token fares no better.
  await page.evaluate(() => {
    localStorage.setItem('adminToken', 'A'.repeat(43))
    localStorage.setItem('adminTokenExpires', String(Date.now() + 3_600_000))
  })
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/admin-login\?raison=invalid$/)
})

test('the shop counts its pages once the visitor accepted measurement, and searched terms (nobody’s data) always', async ({ page }) => {
  const events: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/events')) events.push(request.postDataJSON())
  })
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click()
  await page.getByRole('dialog', { name: 'Rechercher' }).getByRole('searchbox').fill('iphnoe 15')
  await expect.poll(() => events, { timeout: 10_000 }).toEqual([{ type: 'search', term: 'iphnoe 15', results: expect.any(Number) }])
  expect((events[0] as { results: number }).results).toBeGreaterThan(0)
  await page.getByRole('dialog', { name: 'Rechercher' }).getByRole('button', { name: 'Fermer' }).click()
  await expect(page.getByRole('dialog', { name: 'Rechercher' })).toBeHidden()
  events.length = 0

  await page.getByRole('region', { name: 'Votre vie privée' }).getByRole('button', { name: "J'accepte" }).click()
  await expect.poll(() => events).toEqual([{ type: 'page-view', path: '/faq', visit: true }])
  await page.getByRole('link', { name: 'Tablettes' }).first().click()
  await expect.poll(() => events.at(-1)).toEqual({ type: 'page-view', path: '/tablettes', visit: false })

  await page.getByRole('button', { name: 'Rechercher', exact: true }).click()
  await page.getByRole('dialog', { name: 'Rechercher' }).getByRole('searchbox').fill('zzzz introuvable')
  await expect.poll(() => events.at(-1), { timeout: 10_000 }).toEqual({ type: 'search', term: 'zzzz introuvable', results: 0 })
  await page.goto('/admin-login')
  // The wait is what is tested: the page sends no page view, even a little later.
  await page.waitForTimeout(500)
  expect(events.filter((event) => (event as { path?: string }).path === '/admin-login')).toEqual([])
})

test('every tab of the dashboard, and an order, have no serious or critical accessibility violation', async ({ page, baseURL }) => {
  // A paid order and seven axe analyses: more than the default 30 s on a busy CI machine.
  test.setTimeout(90_000)
  const orderNumber = await paidOrder(baseURL ?? '', customerData().email)
  // Colours are read once the tabs have changed: mid-transition, the tab just left reads as low contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signInAsAdmin(page)
  const blocking = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
  for (const [tab, ready] of [
    ["Vue d'ensemble", 'Dernières commandes'],
    ['Commandes', 'Commandes'],
    ['Clients', 'Clients'],
    ['Support', 'Support'],
    ['Analytique', 'Modèles les plus vendus'],
    ['Comptabilité', 'Comptabilité'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible()
    expect(await blocking(), tab).toEqual([])
  }
  await page.getByRole('tab', { name: 'Commandes' }).click()
  await page.getByRole('searchbox', { name: 'Rechercher (numéro, e-mail, nom)' }).fill(orderNumber)
  await page.getByRole('button', { name: orderNumber }).click()
  await expect(page.getByRole('dialog', { name: `Commande ${orderNumber}` }).getByText('Historique')).toBeVisible()
  expect(await blocking()).toEqual([])
})

test('a late warranty claim shows in red on the overview, and a free replacement settles it from the ticket', async ({ page, baseURL }) => {
  test.slow()
  const { email } = customerData()
  const orderNumber = await paidOrder(baseURL ?? '', email)
  const claim = await api('POST', '/api/forms/warranty-claim', {
    nom: 'Martin',
    prenom: 'Camille',
    email,
    telephone: '',
    commande: orderNumber,
    produit: 'privacy',
    probleme: 'decollement',
    description: 'Le film se décolle dans le coin supérieur.',
    consent: 'true',
  })
  expect(claim.status).toBe(201)
  const reference = claim.body.reference as string
  // Received 15 days ago: past the 7 working days the warranty page promises.
  await shopSql(`update tickets set created_at = now() - interval '15 days', updated_at = now() where reference = $1`, [reference])

  await signInAsAdmin(page)
  const claims = page.getByRole('table', { name: 'Réclamations à régler' })
  const late = claims.getByRole('row').filter({ hasText: reference })
  await expect(late).toContainText(orderNumber)
  await expect(late.getByText('En retard')).toBeVisible()
  // Red, and said in words too.
  expect(await late.evaluate((row) => getComputedStyle(row).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')

  await late.getByRole('button', { name: reference }).click()
  const detail = page.getByRole('dialog', { name: `Demande ${reference}` })
  const remedies = detail.getByRole('region', { name: 'Règlement de la réclamation' })
  await expect(remedies.getByText(/^À régler au plus tard le \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
  const replace = remedies.getByRole('button', { name: 'Expédier un remplacement gratuit' })
  await expect(replace).toBeDisabled()
  await remedies.getByRole('spinbutton').fill('1')
  await replace.click()
  await expect(page.getByText(/^Commande de remplacement MBP-\d{8}-\d{4} créée ; le client est prévenu par e-mail\.$/)).toBeVisible()
  const settled = remedies.getByText(/^Réclamation réglée — Remplacement gratuit : commande (MBP-\d{8}-\d{4}), le /)
  await expect(settled).toBeVisible()
  const replacement = /(MBP-\d{8}-\d{4})/.exec((await settled.textContent()) ?? '')?.[1] ?? ''
  expect(replacement).not.toBe(orderNumber)
  await expect(remedies.getByRole('button', { name: 'Refuser la réclamation' })).toHaveCount(0)

  const mail = await mailTo(email, `Remplacement sous garantie ${replacement}`)
  expect(mail.text).toContain(`Votre réclamation ${reference} sur la commande ${orderNumber} est acceptée au titre de la garantie`)
  expect(mail.text).toContain('Livraison estimée')

  await page.keyboard.press('Escape')
  await expect(claims.getByRole('row').filter({ hasText: reference })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Commandes' }).click()
  await page.getByRole('searchbox', { name: 'Rechercher (numéro, e-mail, nom)' }).fill(replacement)
  await page.getByRole('button', { name: replacement }).click()
  const order = page.getByRole('dialog', { name: `Commande ${replacement}` })
  await expect(order.getByText('Confirmée').first()).toBeVisible()
  await expect(order.getByText(formatCents(0)).first()).toBeVisible()
})

test('a withdrawal to refund shows its due day; staff record the parcel, and once late it is in red', async ({ page, baseURL }) => {
  const { email } = customerData()
  const orderNumber = await paidOrder(baseURL ?? '', email)
  const withdrawal = await api('POST', '/api/withdrawals?action=confirm', { orderNumber, email })
  expect(withdrawal.status).toBe(200)
  const reference = withdrawal.body.reference as string
  // Withdrawn 20 days ago: its refund was due 6 days ago, unless the articles had not come back.
  await shopSql(`update tickets set withdrawn_at = now() - interval '20 days', updated_at = now() where reference = $1`, [reference])

  await signInAsAdmin(page)
  const withdrawals = page.getByRole('table', { name: 'Rétractations à rembourser' })
  const row = withdrawals.getByRole('row').filter({ hasText: reference })
  await expect(row).toContainText('Retour non reçu (remboursement différable)')
  await expect(row.getByText('En retard')).toHaveCount(0)
  await row.getByRole('button', { name: reference }).click()
  const detail = page.getByRole('dialog', { name: `Demande ${reference}` })
  const returned = detail.getByRole('region', { name: 'Retour et remboursement' })
  await expect(
    returned.getByText(/^Articles à renvoyer au plus tard le \d{2}\/\d{2}\/\d{4} ; remboursement dû au plus tard le/),
  ).toBeVisible()
  await returned.getByRole('button', { name: 'Colis reçu' }).click()
  await expect(returned.getByText(new RegExp(`^Colis reçu le .* \\(${testAdmin.email}\\)$`))).toBeVisible()
  await expect(returned.getByRole('button', { name: 'Preuve d’envoi reçue' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Received 3 days ago, 14 days past the withdrawal: the refund is late.
  await shopSql(`update tickets set return_received_at = now() - interval '3 days', updated_at = now() where reference = $1`, [reference])
  await page.reload()
  await expect(row.getByText('En retard')).toBeVisible()
  await expect(row).toContainText('Colis reçu le')
  expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
})
