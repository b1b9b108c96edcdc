import { describe, expect, it } from 'vitest'

import { formatCents } from '@shop/domain/money'
import { customerData } from '@shop/seed/factories'
import { deliveryModes } from '@shop/seed/data/delivery-modes'
import { siteSettings } from '@shop/seed/data/site-settings'

import { adminToken, authHeaders, jsonInit, request } from '../support/api.ts'
import { mailTo } from '../support/customers.ts'
import { placedOrder } from '../support/dashboard.ts'
import { submitForm, validForms } from '../support/forms.ts'
import { pdfText } from '../support/pdf-text.ts'

/**
 * Every number or promise a page, a PDF or an e-mail makes must be true on the day it is read
 * (spec law.md, "Reviews and claims"; the seller's mentions of R111-1, LCEN art. 6-III, L612-1).
 * Each row of the table below is one datum staff change in the admin: the places that show it
 * are read before (the seed's words), the datum is changed through the REST API as an
 * administrator, and the same places are read again: the new value everywhere, the old words and
 * the claim the data no longer backs nowhere. A new promise of the shop is a new row.
 */

/** Text as a reader reads it: one space for any run of spaces (French prices use narrow no-break ones). */
const flat = (text: string) => text.replace(/\s+/g, ' ')

/** The words of a server-rendered page: its root without markup, React's text separators or the page's data block. */
function pageWords(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<noscript>'))
  return flat(
    root
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&'),
  )
}

async function page(path: string): Promise<string> {
  const res = await request(path)
  expect(res.status, path).toBe(200)
  return pageWords(res.body as string)
}

/** A new order's confirmation: its text, and the terms of sale it carries as a PDF. */
async function confirmation(): Promise<{ mail: string; terms: string }> {
  const { email } = customerData()
  await placedOrder({ email })
  const mail = await mailTo(email, 'Confirmation de votre commande')
  const terms = mail.attachments.find((attachment) => attachment.filename === 'conditions-generales-de-vente.pdf')
  expect(terms).toBeDefined()
  return { mail: flat(mail.text), terms: flat(await pdfText(Buffer.from(terms?.content ?? '', 'base64'))) }
}

/** The acknowledgement a contact message gets. */
async function acknowledgement(): Promise<string> {
  const { email } = customerData()
  expect((await submitForm('contact', validForms(email).contact)).status).toBe(201)
  return flat((await mailTo(email, 'Votre demande')).text)
}

/** Where the shop shows what it promises, each read as a visitor (or a customer) gets it. */
const places = {
  'home page': () => page('/'),
  '/faq': () => page('/faq'),
  '/livraison': () => page('/livraison'),
  '/contact': () => page('/contact'),
  '/about': () => page('/about'),
  '/mentions-legales': () => page('/mentions-legales'),
  '/conditions-generales': () => page('/conditions-generales'),
  '/politique-confidentialite': () => page('/politique-confidentialite'),
  'order confirmation e-mail': async () => (await confirmation()).mail,
  'terms of sale PDF of the confirmation': async () => (await confirmation()).terms,
  'request acknowledgement e-mail': acknowledgement,
} satisfies Record<string, () => Promise<string>>
type Place = keyof typeof places

type Shown = Partial<Record<Place, string[]>>

type PromiseRow = {
  datum: string
  /** What the places show with the seed's data. */
  before: Shown
  /** Sets the new value as staff would in the admin, and gives back how to put the seed's back. */
  change: (admin: string) => Promise<() => Promise<unknown>>
  after: Shown
  /** What no place may say any more: the old value, and the claim it backed. */
  gone: string[]
}

const saveSettings = (admin: string, data: Record<string, unknown>) =>
  request('/api/globals/site-settings', jsonInit('POST', data, admin)).then((res) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  })

/** Sets settings and gives back the call that restores the seed's. */
async function settingsChange(admin: string, data: Record<string, unknown>, seed: Record<string, unknown>) {
  await saveSettings(admin, data)
  return () => saveSettings(admin, seed)
}

const standardMode = deliveryModes.find((mode) => mode.code === 'standard')
const expressMode = deliveryModes.find((mode) => mode.code === 'express')

async function standardModeId(admin: string): Promise<number> {
  const res = await request('/api/delivery-modes?where[code][equals]=standard&depth=0', authHeaders(admin))
  expect(res.status).toBe(200)
  return res.body.docs[0].id as number
}

const newHost = { name: 'Hébergeur Exemple SAS', address: '8 rue des Serveurs\n69003 Lyon\nFrance', phone: '04 72 00 00 00' }
const newMediator = {
  name: 'Médiation Exemple',
  address: '1 place de la Conciliation\n33000 Bordeaux',
  website: 'https://mediation.example.fr',
}
const seededHost = siteSettings.host
const seededMediator = siteSettings.mediator

const promises: PromiseRow[] = [
  {
    datum: 'the price of the cheapest delivery mode',
    before: {
      'home page': [
        'votre modèle, livré gratuitement.',
        'Livraison offerte',
        `${standardMode?.name} gratuite, en 2 à 3 jours ouvrés, sans minimum d’achat.`,
      ],
      // The delivery FAQ.
      '/livraison': [
        `${standardMode?.name} : gratuite, en 2 à 3 jours ouvrés ; ${expressMode?.name} : ${formatCents(999)}, en 1 jour ouvré.`,
      ],
      '/about': [`${standardMode?.name} : gratuite, en 2 à 3 jours ouvrés`],
    },
    change: async (admin) => {
      const id = await standardModeId(admin)
      const save = (price: number) => request(`/api/delivery-modes/${id}`, jsonInit('PATCH', { price }, admin))
      expect((await save(1.99)).status).toBe(200)
      return () => save(standardMode?.price ?? 0)
    },
    after: {
      'home page': [
        'trouvez le film adapté à votre modèle.',
        `Livraison dès ${formatCents(199)}`,
        `${standardMode?.name} en 2 à 3 jours ouvrés.`,
      ],
      '/livraison': [
        `${standardMode?.name} : ${formatCents(199)}, en 2 à 3 jours ouvrés ; ${expressMode?.name} : ${formatCents(999)}, en 1 jour ouvré.`,
      ],
      '/about': [`${standardMode?.name} : ${formatCents(199)}, en 2 à 3 jours ouvrés`],
    },
    gone: ['livré gratuitement', 'Livraison offerte', 'Livraison gratuite', 'sans minimum'],
  },
  {
    datum: 'the warranty length',
    before: {
      'home page': ['Garantie 30 jours'],
      '/faq': ['garantie commerciale de 30 jours à compter de la réception'],
      'terms of sale PDF of the confirmation': ['Garantie commerciale de 30 jours.'],
    },
    change: (admin) => settingsChange(admin, { warrantyDays: 45 }, { warrantyDays: siteSettings.warrantyDays }),
    after: {
      'home page': ['Garantie 45 jours', 'Remplacement gratuit en cas de défaut de fabrication.'],
      '/faq': ['garantie commerciale de 45 jours à compter de la réception'],
      '/conditions-generales': ['Garantie commerciale de 45 jours.', 'pendant 45 jours à compter de leur réception'],
      'terms of sale PDF of the confirmation': ['Garantie commerciale de 45 jours.'],
      '/about': ['45 jours de garantie sur toutes nos protections.'],
    },
    gone: [
      '30 jours de garantie',
      'Garantie 30 jours',
      'garantie commerciale de 30 jours',
      'Garantie commerciale de 30 jours',
      'garantie de 30 jours',
      '(1 mois)',
    ],
  },
  {
    datum: 'the e-mail reply delay',
    before: {
      'home page': ['Réponse à vos e-mails sous 24h.'],
      '/faq': ['Écrivez-nous : nous vous répondons sous 24h.'],
      '/about': ['Une équipe basée en France qui répond à vos e-mails sous 24h.'],
    },
    change: (admin) => settingsChange(admin, { emailReplyDelay: '72h' }, { emailReplyDelay: siteSettings.emailReplyDelay }),
    after: {
      'home page': ['Réponse à vos e-mails sous 72h.'],
      '/faq': ['Écrivez-nous : nous vous répondons sous 72h.'],
      '/contact': ['Réponse sous 72h'],
      '/about': ['Une équipe basée en France qui répond à vos e-mails sous 72h.'],
      '/mentions-legales': ['Nous répondons à vos e-mails sous 72h'],
      '/politique-confidentialite': ["Nous vous répondons sous 72h et au plus tard dans le délai légal d'un mois."],
      'request acknowledgement e-mail': ['Notre service client vous répond sous 72h.'],
      'terms of sale PDF of the confirmation': ['Nous répondons à toute réclamation sous 72h.'],
    },
    gone: ['sous 24h', 'sous 24 h', 'sous 24 heures', 'du lundi au samedi'],
  },
  {
    datum: 'the payment methods',
    before: {
      'terms of sale PDF of the confirmation': [
        'Les moyens de paiement acceptés sont la carte bancaire (CB, Visa, Mastercard, American Express), sur',
      ],
    },
    change: (admin) => settingsChange(admin, { paymentMethods: ['card', 'apple_pay'] }, { paymentMethods: ['card'] }),
    after: {
      // The footer (on every page, /commande included): the card's brands, then the wallet.
      'home page': ['CB VISA AMEX Apple Pay'],
      'terms of sale PDF of the confirmation': [
        'Les moyens de paiement acceptés sont la carte bancaire (CB, Visa, Mastercard, American Express) ou Apple Pay, sur',
      ],
    },
    gone: ['{moyens de paiement}'],
  },
  {
    datum: 'how long requests are kept (the purge chore deletes them then)',
    before: { '/politique-confidentialite': ['et les échanges qui les suivent : 36 mois après leur envoi, puis supprimées.'] },
    change: (admin) =>
      settingsChange(admin, { submissionRetentionMonths: 24 }, { submissionRetentionMonths: siteSettings.submissionRetentionMonths }),
    after: {
      '/politique-confidentialite': [
        'et les échanges qui les suivent : 24 mois après leur envoi, puis supprimées.',
        'Newsletter et prospection : 24 mois après votre dernière interaction avec nous',
      ],
    },
    gone: ['36 mois', '3 ans après votre dernière interaction', 'augmentée de 5 ans', '13 mois'],
  },
  {
    datum: "the seller's telephone",
    before: { '/mentions-legales': [`Téléphone : ${siteSettings.phone}`] },
    change: (admin) => settingsChange(admin, { phone: '09 70 00 00 01' }, { phone: siteSettings.phone }),
    after: {
      '/mentions-legales': ['Téléphone : 09 70 00 00 01', 'nous appeler au 09 70 00 00 01'],
      '/contact': ['09 70 00 00 01'],
      // The footer, on every page before any order.
      'home page': ['Téléphone : 09 70 00 00 01'],
      'order confirmation e-mail': [`(${siteSettings.email}, tél. 09 70 00 00 01)`],
      'terms of sale PDF of the confirmation': [`Contact : ${siteSettings.email}, téléphone 09 70 00 00 01`],
    },
    gone: [siteSettings.phone, 'support téléphonique', 'indisponible'],
  },
  {
    datum: 'the publication director',
    before: { '/mentions-legales': [`Le directeur de la publication est ${siteSettings.publicationDirector}.`] },
    change: (admin) =>
      settingsChange(admin, { publicationDirector: 'Dominique Leroy' }, { publicationDirector: siteSettings.publicationDirector }),
    after: {
      '/mentions-legales': ['Le directeur de la publication est Dominique Leroy.'],
      'terms of sale PDF of the confirmation': ['Directeur de la publication : Dominique Leroy'],
    },
    gone: [siteSettings.publicationDirector, 'le Président de'],
  },
  {
    datum: 'the host',
    before: {
      '/mentions-legales': [`hébergés par ${seededHost.name}, 2 rue Kellermann, 59100 Roubaix, France, tél. ${seededHost.phone}.`],
    },
    change: (admin) => settingsChange(admin, { host: newHost }, { host: seededHost }),
    after: {
      '/mentions-legales': ['hébergés par Hébergeur Exemple SAS, 8 rue des Serveurs, 69003 Lyon, France, tél. 04 72 00 00 00.'],
      '/politique-confidentialite': ['(Hébergeur Exemple SAS, 8 rue des Serveurs, 69003 Lyon, France, tél. 04 72 00 00 00)'],
      'terms of sale PDF of the confirmation': [
        'Hébergeur : Hébergeur Exemple SAS, 8 rue des Serveurs, 69003 Lyon, France, tél. 04 72 00 00 00',
      ],
    },
    gone: [seededHost.name, 'Kellermann', 'simple demande', 'service tiers de génération'],
  },
  {
    datum: 'the consumer mediator',
    before: { 'terms of sale PDF of the confirmation': [`le médiateur compétent est ${seededMediator.name}`] },
    change: (admin) => settingsChange(admin, { mediator: newMediator }, { mediator: seededMediator }),
    after: {
      '/conditions-generales': [
        'le médiateur compétent est Médiation Exemple, 1 place de la Conciliation, 33000 Bordeaux, https://mediation.example.fr.',
      ],
      '/mentions-legales': [
        'Le médiateur auquel Ma Boutique Protection adhère est Médiation Exemple, 1 place de la Conciliation, 33000 Bordeaux',
      ],
      // (The PDF may break the line inside the address of the site.)
      'terms of sale PDF of the confirmation': [
        'le médiateur compétent est Médiation Exemple, 1 place de la Conciliation, 33000 Bordeaux,',
        'Médiateur de la consommation : Médiation Exemple, 1 place de la Conciliation, 33000 Bordeaux,',
      ],
    },
    gone: ['CM2C', 'simple demande', 'Ponthieu'],
  },
]

const placesOf = (...shown: Shown[]) => [...new Set(shown.flatMap((entry) => Object.keys(entry) as Place[]))]

/** Each place's text, read once (an order and its e-mail are placed once for both of theirs). */
async function read(wanted: Place[]): Promise<Map<Place, string>> {
  const texts = new Map<Place, string>()
  const order = wanted.some((place) => place.startsWith('order') || place.startsWith('terms')) ? await confirmation() : null
  for (const place of wanted) {
    if (place === 'order confirmation e-mail') texts.set(place, order?.mail ?? '')
    else if (place === 'terms of sale PDF of the confirmation') texts.set(place, order?.terms ?? '')
    else texts.set(place, await places[place]())
  }
  return texts
}

function expectShown(texts: Map<Place, string>, shown: Shown) {
  for (const [place, words] of Object.entries(shown) as [Place, string[]][]) {
    for (const word of words) expect(texts.get(place), `${place} shows « ${word} »`).toContain(flat(word))
  }
}

// The settings and the delivery modes are one set the whole suite shares: each row puts the seed's data back.
describe('the promises the shop makes follow its data', () => {
  for (const row of promises) {
    it(`${row.datum}: changed in the admin, shown everywhere at once, the old claim nowhere`, async () => {
      const admin = await adminToken()
      expectShown(await read(placesOf(row.before)), row.before)
      const restore = await row.change(admin)
      try {
        const texts = await read(placesOf(row.before, row.after))
        expectShown(texts, row.after)
        for (const [place, text] of texts) {
          for (const word of row.gone) expect(text, `${place} still says « ${word} »`).not.toContain(flat(word))
        }
      } finally {
        await restore()
      }
    })
  }

  it('names the express mode by what it does: no « 24 h » a weekend would belie', async () => {
    const res = await request('/api/catalogue-delivery-modes')
    expect(res.status).toBe(200)
    const express = (res.body.modes as { code: string; name: string }[]).find((mode) => mode.code === 'express')
    expect(express?.name).toBe(expressMode?.name)
    expect(express?.name).not.toMatch(/24/)
  })
})
