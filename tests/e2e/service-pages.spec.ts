/**
 * The service pages (/garantie, /guide-installation, /livraison, /about, /contact) as the CMS
 * holds them: their texts are the seed's until staff publish others, which show on the next load;
 * the claim and contact forms against the real `POST /api/forms/:form`.
 */
import type { Locator, Page } from '@playwright/test'

import { formatSize } from '@shop/domain/file-size'
import { claimPhotoMessages, consentTexts, formMessages } from '@shop/domain/forms'
import { uploadMessages } from '@shop/domain/uploads'
import { customerData, uniqueClientIp } from '@shop/seed/factories'
import { deliveryModes } from '@shop/seed/data/delivery-modes'
import { pageFaqs } from '@shop/seed/data/page-faqs'
import { aboutPage, deliveryPage, installationGuide, printableGuide, warrantyPage } from '@shop/seed/data/service-pages'
import { siteSettings } from '@shop/seed/data/site-settings'

import { hugePng } from '../support/huge-png.ts'
import { tinyWebm } from '../support/tiny-webm.ts'
import { expect, test } from './fixtures.ts'
import { staffToken } from './support/accounts.ts'

const questionsOf = (page: string) => pageFaqs.filter((faq) => faq.page === page).map((faq) => faq.question)
const titles = (rows: readonly { title: string }[]) => rows.map((row) => row.title)
const texts = (rows: readonly { text: string }[]) => rows.map((row) => row.text)

/** The question buttons of the FAQ section under this heading. */
const faqButtons = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true }).getByRole('button')

/** Saves a service page's global as staff do in the admin: published, or as a draft. */
async function saveGlobal(slug: string, data: Record<string, unknown>, status: 'published' | 'draft') {
  const res = await fetch(`${process.env.TEST_BASE_URL}/api/globals/${slug}${status === 'draft' ? '?draft=true' : ''}`, {
    method: 'POST',
    headers: { Authorization: `JWT ${await staffToken()}`, 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
    body: JSON.stringify({ ...data, _status: status }),
  })
  expect(res.status).toBe(200)
}

/** What staff find in the admin for an e-mail address, through the REST API. */
async function ticketsOf(email: string) {
  const query = new URLSearchParams({ 'where[email][equals]': email, depth: '0' })
  const res = await fetch(`${process.env.TEST_BASE_URL}/api/tickets?${query.toString()}`, {
    headers: { Authorization: `JWT ${await staffToken()}` },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

test.describe('/garantie', () => {
  // The publishing tests change the introduction the first test reads.
  test.describe.configure({ mode: 'serial' })

  test('shows the warranty texts of the CMS, its questions and the ways to reach after-sales', async ({ page }) => {
    await page.goto('/garantie')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Garantie')
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('listitem')).toHaveText([
      'Accueil',
      'Service client',
      'Garantie',
    ])
    await expect(page.getByText(warrantyPage.intro)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Découvrez notre histoire' })).toHaveAttribute('href', '/about')
    await expect(page.getByRole('heading', { level: 2, name: warrantyPage.commitment.title })).toBeVisible()
    await expect(page.getByText(warrantyPage.commitment.text)).toBeVisible()
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(warrantyPage.durations.map((row) => row.product))
    await expect(page.getByRole('region', { name: 'Procédure de réclamation' }).getByRole('heading', { level: 3 })).toHaveText(
      titles(warrantyPage.claimSteps).map((title, index) => `Étape ${index + 1} : ${title}`),
    )
    await expect(page.getByRole('region', { name: 'Informations importantes' }).getByRole('listitem')).toHaveText(
      texts(warrantyPage.importantInfo),
    )
    await expect(page.getByRole('region', { name: 'Exclusions de garantie' }).getByRole('listitem')).toHaveText(
      texts(warrantyPage.exclusions),
    )

    const faq = faqButtons(page, 'Questions fréquentes sur la garantie')
    await expect(faq).toHaveText(questionsOf('garantie'))
    expect(questionsOf('garantie')).toHaveLength(8)
    await expect(page.getByRole('link', { name: 'Consultez notre FAQ complète' })).toHaveAttribute('href', '/faq')

    const help = page.getByRole('region', { name: "Besoin d'aide ?" })
    await expect(help.getByRole('link', { name: siteSettings.supportEmail })).toHaveAttribute('href', `mailto:${siteSettings.supportEmail}`)
    await expect(help.getByRole('link', { name: siteSettings.phone })).toHaveAttribute(
      'href',
      `tel:${siteSettings.phone.replace(/\s/g, '')}`,
    )
    // E-mail and phone only: nothing offers a chat, a video call or a paid installation.
    await expect(help.getByRole('listitem')).toHaveCount(2)
    for (const claim of [/\bchat\b/i, /visio|consultation vidéo/i, /installation professionnelle/i, /prolonge la garantie/i])
      await expect(page.getByText(claim)).toHaveCount(0)
    await expect(help.getByRole('button')).toHaveCount(0)
  })

  test('a text published in the admin shows on the next load; a draft stays unseen by visitors, even in preview', async ({ page }) => {
    const published = `Garantie publiée ${Date.now()}`
    const draft = `Garantie en brouillon ${Date.now()}`
    await page.goto('/garantie')
    await expect(page.getByText(warrantyPage.intro)).toBeVisible()
    try {
      await saveGlobal('warranty-page', { intro: published }, 'published')
      await page.reload()
      await expect(page.getByText(published)).toBeVisible()
      await expect(page.getByText(warrantyPage.intro)).toHaveCount(0)

      await saveGlobal('warranty-page', { intro: draft }, 'draft')
      // Staff do read it.
      const staffRead = await fetch(`${process.env.TEST_BASE_URL}/api/globals/warranty-page?draft=true&depth=0`, {
        headers: { Authorization: `JWT ${await staffToken()}` },
      })
      expect(((await staffRead.json()) as { intro: string }).intro).toBe(draft)
      await page.goto('/garantie?preview=1')
      await expect(page.getByText(published)).toBeVisible()
      await expect(page.getByText(draft)).toHaveCount(0)
    } finally {
      await saveGlobal('warranty-page', { intro: warrantyPage.intro }, 'published')
    }
    await page.goto('/garantie')
    await expect(page.getByText(warrantyPage.intro)).toBeVisible()
  })
})

test.describe('the warranty claim', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() })
  })

  const open = (page: Page) => page.getByRole('button', { name: 'Ouvrir le formulaire de réclamation' })
  const claimForm = (page: Page) => page.getByRole('form', { name: 'Formulaire de réclamation' })

  async function fillClaim(form: Locator, email: string) {
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
    await form.getByRole('textbox', { name: 'Prénom' }).fill('Camille')
    await form.getByRole('textbox', { name: 'Email' }).fill(email)
    await form.getByRole('textbox', { name: 'Numéro de commande' }).fill('mbp-01112026-0001')
    await form.getByRole('combobox', { name: 'Produit concerné' }).selectOption('privacy')
    await form.getByRole('combobox', { name: 'Problème rencontré' }).selectOption('decollement')
    await form.getByRole('textbox', { name: 'Description du problème' }).fill('Le film se décolle dans le coin supérieur.')
    await form.getByRole('checkbox', { name: consentTexts['warranty-claim'] }).check()
  }

  /** /garantie with the claim opened and filled in by a customer of its own, photos still to choose. */
  async function openFilledClaim(page: Page) {
    const { email } = customerData()
    await page.goto('/garantie')
    await open(page).click()
    const form = claimForm(page)
    await fillClaim(form, email)
    const photos = form.getByLabel('Photos du problème (facultatif)')
    const send = form.getByRole('button', { name: 'Envoyer ma réclamation' })
    return { email, form, photos, send }
  }

  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: hugePng(8, 8) })

  test('hidden until asked for, refused in the order of the spec, closed by Annuler', async ({ page }) => {
    await page.goto('/garantie')
    await expect(claimForm(page)).toHaveCount(0)
    await open(page).click()
    const form = claimForm(page)
    const send = form.getByRole('button', { name: 'Envoyer ma réclamation' })
    await send.click()
    await expect(form.getByRole('alert')).toHaveText(formMessages.required)

    await fillClaim(form, customerData().email)
    await form.getByRole('checkbox', { name: consentTexts['warranty-claim'] }).uncheck()
    await form.getByRole('textbox', { name: 'Description du problème' }).fill('x'.repeat(501))
    await send.click()
    await expect(form.getByRole('alert')).toHaveText(formMessages.privacyConsent)
    await form.getByRole('checkbox', { name: consentTexts['warranty-claim'] }).check()
    await send.click()
    await expect(form.getByRole('alert')).toHaveText(formMessages.descriptionTooLong)
    await expect(form.getByText('501/500 caractères')).toBeVisible()

    await form.getByRole('button', { name: 'Annuler' }).click()
    await expect(claimForm(page)).toHaveCount(0)
    await expect(open(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('a claim with two photos is sent: success banner, form hidden, the ticket kept with its photos', async ({ page }) => {
    const { email, form, photos, send } = await openFilledClaim(page)

    // Not an image: refused in the browser, nothing added.
    await photos.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') })
    await expect(form.getByRole('alert')).toHaveText(claimPhotoMessages.wrongType)
    await expect(form.getByRole('list', { name: 'Photos jointes' })).toHaveCount(0)

    await photos.setInputFiles([png('coin.png'), png('bord.png'), png('dos.png')])
    await expect(form.getByRole('alert')).toHaveCount(0)
    const chosen = form.getByRole('list', { name: 'Photos jointes' }).getByRole('listitem')
    await expect(chosen).toHaveCount(3)
    await form.getByRole('button', { name: 'Retirer dos.png' }).click()
    await expect(chosen).toHaveCount(2)
    await expect(chosen.first()).toContainText('coin.png')

    await send.click()
    await expect(page.getByRole('status').filter({ hasText: formMessages.claimSent })).toBeVisible()
    await expect(claimForm(page)).toHaveCount(0)

    const [ticket] = await ticketsOf(email)
    expect(ticket).toMatchObject({ source: 'warranty-claim', email, orderNumber: 'MBP-01112026-0001', problem: 'Décollement' })
    expect(ticket?.photos).toHaveLength(2)

    // Opened again: empty, no photo left.
    await open(page).click()
    await expect(claimForm(page).getByRole('textbox', { name: 'Email' })).toHaveValue('')
    await expect(claimForm(page).getByRole('list', { name: 'Photos jointes' })).toHaveCount(0)
  })

  test("the server's refusal of a photo shows (413, 415), the form stays open with its values", async ({ page }) => {
    const { email, form, photos, send } = await openFilledClaim(page)

    // A few kilobytes, so the browser lets it through; the server counts its pixels: 413.
    await photos.setInputFiles({ name: 'immense.png', mimeType: 'image/png', buffer: hugePng(8000, 8000) })
    await send.click()
    await expect(form.getByRole('alert')).toHaveText(uploadMessages.tooManyPixels)
    await form.getByRole('button', { name: 'Retirer immense.png' }).click()

    // Announced as a PNG, so the browser lets it through; the server reads its bytes: 415.
    await photos.setInputFiles({ name: 'faux.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a pas vraiment une image') })
    await send.click()
    await expect(form.getByRole('alert')).toHaveText(claimPhotoMessages.wrongType)
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    expect(await ticketsOf(email)).toEqual([])

    // Any other failure: the spec's banner, values kept.
    await page.route('**/api/forms/warranty-claim', (route) =>
      route.fulfill({ status: 503, json: { success: false, error: 'Indisponible' } }),
    )
    await form.getByRole('button', { name: 'Retirer faux.png' }).click()
    await send.click()
    await expect(form.getByRole('alert')).toHaveText(formMessages.requestFailed)
    await expect(form.getByRole('textbox', { name: 'Numéro de commande' })).toHaveValue('mbp-01112026-0001')
  })
})

test('/guide-installation: a guide per device type, steps to tick, product cards for smartphones, a searchable FAQ', async ({ page }) => {
  await page.goto('/guide-installation')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Guide d'installation")
  const [smartphones, tablets, watches] = installationGuide.deviceTypes
  if (!smartphones || !tablets || !watches) throw new Error('types d’appareils absents du seed')
  const cards = page.getByRole('region', { name: 'Choisissez votre appareil' })
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(installationGuide.deviceTypes.map((device) => device.title))

  const tabs = page.getByRole('tablist', { name: "Type d'appareil" }).getByRole('tab')
  await expect(tabs).toHaveText(['Smartphones', 'Tablettes', 'Montres', 'Ordinateurs'])
  await expect(page.getByRole('tab', { name: 'Smartphones' })).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(`Installation : ${smartphones.title}`)
  await expect(panel.getByText(smartphones.duration, { exact: true })).toBeVisible()
  await expect(panel.getByText(smartphones.difficulty, { exact: true })).toBeVisible()
  await expect(panel.getByRole('region', { name: 'Ce dont vous aurez besoin' }).getByRole('listitem')).toHaveText(texts(smartphones.kit))
  await expect(panel.getByRole('region', { name: "Conseils d'expert" }).getByRole('listitem')).toHaveText(texts(smartphones.tips))
  await expect(panel.getByRole('region', { name: 'Erreurs courantes à éviter' }).getByRole('listitem')).toHaveText(
    texts(smartphones.mistakes),
  )
  const recommended = panel.getByRole('region', { name: 'Protections recommandées' })
  await expect(recommended.getByRole('heading')).toHaveText(['Protections recommandées', 'Blue Light TPU', 'Anti-espion TPU'])
  await expect(recommended.getByRole('link', { name: /Voir les modèles compatibles/ }).first()).toHaveAttribute('href', '/telephones')

  const steps = panel.getByRole('checkbox')
  await expect(steps).toHaveCount(smartphones.steps.length)
  await steps.nth(1).check()
  await expect(panel.getByText(`1/${smartphones.steps.length} étapes terminées`)).toBeVisible()

  await page.getByRole('tab', { name: 'Tablettes' }).click()
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(`Installation : ${tablets.title}`)
  await expect(panel.getByText(tablets.difficulty, { exact: true })).toBeVisible()
  await expect(panel.getByRole('region', { name: 'Protections recommandées' })).toHaveCount(0)
  await expect(panel.getByRole('checkbox').nth(1)).not.toBeChecked()

  await page.getByRole('tab', { name: 'Smartphones' }).click()
  await expect(panel.getByRole('checkbox').nth(1)).toBeChecked()
  await cards.getByRole('button', { name: `Voir le guide ${watches.title}` }).click()
  await expect(page.getByRole('tab', { name: 'Montres' })).toHaveAttribute('aria-selected', 'true')
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(`Installation : ${watches.title}`)

  const faqTitle = "Questions fréquentes sur l'installation"
  const questions = questionsOf('guide-installation')
  await expect(faqButtons(page, faqTitle)).toHaveText(questions)
  const search = page.getByRole('region', { name: faqTitle }).getByRole('searchbox', { name: 'Rechercher une question' })
  await search.fill('COQUES')
  const aboutCases = pageFaqs.filter(
    (faq) => faq.page === 'guide-installation' && `${faq.question} ${faq.answer}`.toLocaleLowerCase('fr-FR').includes('coques'),
  )
  expect(aboutCases.length).toBeGreaterThan(0)
  expect(aboutCases.length).toBeLessThan(questions.length)
  await expect(faqButtons(page, faqTitle)).toHaveText(aboutCases.map((faq) => faq.question))
  await search.fill('sans rapport aucun')
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible()
  await expect(faqButtons(page, faqTitle)).toHaveCount(0)

  await expect(page.getByRole('region', { name: 'Assistance technique' }).getByRole('heading', { level: 3 })).toHaveText(
    titles(installationGuide.assistance),
  )
  // Only what staff uploaded: the seed's printable guide, and no video.
  await expect(page.getByRole('region', { name: "Vidéo d'installation" })).toHaveCount(0)
  await expect(page.getByText(/pas encore téléchargeable|vidéos de pose/i)).toHaveCount(0)
  const resources = page.getByRole('region', { name: 'Ressources téléchargeables' })
  await expect(resources.getByRole('heading', { level: 3 })).toHaveText([printableGuide.title])
  const pdfUrl = `/api/media/file/${printableGuide.filename}`
  const size = formatSize((await (await page.request.get(pdfUrl)).body()).length)
  const link = resources.getByRole('link', { name: `Télécharger ${printableGuide.title} (PDF, ${size})` })
  await expect(link).toHaveAttribute('href', pdfUrl)
  const download = page.waitForEvent('download')
  await link.click()
  expect((await download).suggestedFilename()).toBe(printableGuide.filename)

  // A video staff upload plays in its device's guide, fetched only once started.
  const staff = { Authorization: `JWT ${await staffToken()}`, 'X-Forwarded-For': uniqueClientIp() }
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(tinyWebm)], { type: 'video/webm' }), 'pose-smartphone.webm')
  form.append('_payload', JSON.stringify({ alt: 'Pose sur un smartphone' }))
  const video = (await (await fetch(`${process.env.TEST_BASE_URL}/api/media`, { method: 'POST', headers: staff, body: form })).json()) as {
    doc: { id: number; url: string }
  }
  const guide = (await (await fetch(`${process.env.TEST_BASE_URL}/api/globals/installation-guide?depth=0`, { headers: staff })).json()) as {
    deviceTypes: { key: string }[]
  }
  try {
    const deviceTypes = guide.deviceTypes.map((device) => (device.key === 'smartphones' ? { ...device, video: video.doc.id } : device))
    await saveGlobal('installation-guide', { ...guide, deviceTypes }, 'published')
    await page.reload()
    const player = panel.getByRole('region', { name: "Vidéo d'installation" }).getByLabel(`Vidéo d'installation : ${smartphones.title}`)
    await expect(player).toHaveAttribute('preload', 'none')
    await expect(player.locator('source')).toHaveAttribute('src', video.doc.url)
    await expect(panel.getByRole('link', { name: `Télécharger la vidéo (WebM, ${formatSize(tinyWebm.length)})` })).toHaveAttribute(
      'href',
      video.doc.url,
    )
  } finally {
    await saveGlobal('installation-guide', guide, 'published')
    await fetch(`${process.env.TEST_BASE_URL}/api/media/${video.doc.id}`, { method: 'DELETE', headers: staff })
  }
})

test('/livraison: delivery and returns tabs from the CMS, one answer open across both', async ({ page }) => {
  await page.goto('/livraison')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livraison et retours')
  await expect(page.getByRole('tab', { name: 'Livraison' })).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('region', { name: 'Modes de livraison' }).getByRole('heading', { level: 3 })).toHaveText(
    deliveryModes.map((mode) => mode.name),
  )
  await expect(panel.getByRole('rowheader')).toHaveText(deliveryPage.zones.map((zone) => zone.zone))
  await expect(panel.getByRole('region', { name: 'Comment ça marche ?' }).getByRole('heading', { level: 3 })).toHaveText(
    titles(deliveryPage.steps).map((title, index) => `Étape ${index + 1} : ${title}`),
  )
  const deliveryFaq = faqButtons(page, 'Questions sur la livraison')
  await expect(deliveryFaq).toHaveText(questionsOf('livraison'))
  await deliveryFaq.first().click()
  await expect(deliveryFaq.first()).toHaveAttribute('aria-expanded', 'true')

  await page.getByRole('tab', { name: 'Retours' }).click()
  await expect(panel.getByText(deliveryPage.returnPolicy)).toBeVisible()
  await expect(panel.getByRole('region', { name: 'Produits non repris' }).getByRole('listitem')).toHaveText(
    texts(deliveryPage.returnExceptions),
  )
  const returnsFaq = faqButtons(page, 'Questions sur les retours')
  await expect(returnsFaq).toHaveText(questionsOf('retours'))
  await returnsFaq.nth(2).click()
  await expect(returnsFaq.nth(2)).toHaveAttribute('aria-expanded', 'true')

  await page.getByRole('tab', { name: 'Livraison' }).click()
  await expect(faqButtons(page, 'Questions sur la livraison').first()).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contact')
})

test('/about: the story of the CMS, no promised testimonials, and five questions, one open at a time', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre Histoire')
  await expect(page.getByText(aboutPage.intro)).toBeVisible()
  for (const block of [aboutPage.mission, aboutPage.quality]) {
    await expect(page.getByRole('heading', { level: 2, name: block.title })).toBeVisible()
    await expect(page.getByText(block.text)).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Nos valeurs' }).getByRole('heading', { level: 3 })).toHaveText(titles(aboutPage.values))
  await expect(page.getByRole('region', { name: 'Notre parcours' }).getByRole('heading', { level: 3 })).toHaveText(
    titles(aboutPage.journey),
  )
  await expect(page.getByRole('region', { name: 'Notre parcours' }).getByText(aboutPage.journey[0]?.date ?? '')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Pourquoi nous choisir ?' }).getByRole('heading', { level: 3 })).toHaveText(
    titles(aboutPage.advantages),
  )
  await expect(page.getByRole('region', { name: 'Notre fabrication' }).getByRole('heading', { level: 3 })).toHaveText(
    titles(aboutPage.manufacturing).map((title, index) => `Étape ${index + 1} : ${title}`),
  )
  // No promise of testimonials: the customers' published reviews appear here, or nothing (tests/e2e/reviews.spec.ts).
  await expect(page.getByText('Bientôt des témoignages')).toHaveCount(0)

  const faq = faqButtons(page, 'Questions fréquentes')
  await expect(faq).toHaveText(questionsOf('about'))
  expect(questionsOf('about')).toHaveLength(5)
  await faq.nth(0).click()
  await faq.nth(1).click()
  await expect(faq.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await faq.nth(1).click()
  await expect(faq.nth(1)).toHaveAttribute('aria-expanded', 'false')
})

test('/contact: the details and hours of site-settings, a map link, and a message the shop keeps', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() })
  await page.goto('/contact')
  const details = page.getByRole('region', { name: 'Nos coordonnées' })
  await expect(details.getByRole('link', { name: siteSettings.email })).toHaveAttribute('href', `mailto:${siteSettings.email}`)
  await expect(details.getByRole('link', { name: siteSettings.supportEmail })).toBeVisible()
  await expect(details.getByRole('link', { name: siteSettings.phone })).toHaveAttribute(
    'href',
    `tel:${siteSettings.phone.replace(/\s/g, '')}`,
  )
  await expect(details.getByText(siteSettings.address.street)).toBeVisible()
  const map = details.getByRole('link', { name: 'Voir sur OpenStreetMap' })
  await expect(map).toHaveAttribute('target', '_blank')
  await expect(map).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/search?query=${encodeURIComponent('12 rue des Artisans, 75011 Paris, France')}`,
  )
  for (const { days, hours } of siteSettings.hours) {
    await expect(details.getByRole('term').filter({ hasText: days })).toBeVisible()
    await expect(details.getByRole('definition').filter({ hasText: hours })).toBeVisible()
  }
  await expect(page.locator('iframe')).toHaveCount(0)

  const { email } = customerData()
  const form = page.getByRole('form', { name: 'Envoyez-nous un message' })
  await form.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Partenariat' })
  await form.getByRole('textbox', { name: 'Nom' }).fill('Camille Martin')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Téléphone (facultatif)' }).fill('06 12 34 56 78')
  await form.getByRole('textbox', { name: 'Message' }).fill('Bonjour, une proposition.')
  await expect(form.getByText('25/500 caractères')).toBeVisible()
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form.getByRole('alert')).toHaveText(formMessages.dataConsent)
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form.getByRole('status')).toHaveText(formMessages.messageSent)
  await expect(form.getByRole('textbox', { name: 'Nom' })).toHaveValue('')

  const [ticket] = await ticketsOf(email)
  expect(ticket).toMatchObject({ source: 'contact', email, phone: '06 12 34 56 78', message: 'Bonjour, une proposition.' })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the service pages and /contact come with their current CMS texts and contact details', async ({ page }) => {
    const headings = {
      '/garantie': 'Garantie',
      '/guide-installation': "Guide d'installation",
      '/livraison': 'Livraison et retours',
      '/about': 'Notre Histoire',
      '/contact': 'Contactez-nous',
    }
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    }
    // The last one, /contact: the shop's addresses from the site settings, as they are now.
    await expect(page.getByText(siteSettings.supportEmail).first()).toBeVisible()
    await page.goto('/garantie')
    await expect(page.getByText(warrantyPage.commitment.title)).toBeVisible()
    await expect(page.getByRole('button', { name: questionsOf('garantie')[0] })).toBeVisible()
    await page.goto('/about')
    await expect(page.getByText(aboutPage.intro)).toBeVisible()
    await page.goto('/livraison')
    await expect(page.getByText(deliveryModes[0]?.description ?? '')).toBeVisible()
  })
})
