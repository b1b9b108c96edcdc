/**
 * The shop's forms (spec catalogue-and-content §3, §5, §8; core §2, §5): one schema per form,
 * checked in the browser before sending and again by `POST /api/forms/:form`.
 * Required fields share one message, the spec's 'Veuillez remplir tous les champs obligatoires.',
 * so the browser's first alert and the server's answer read the same.
 */
import * as z from 'zod'

import './zod-french.ts'

import { emailSchema } from './email.ts'

export const formMessages = {
  required: 'Veuillez remplir tous les champs obligatoires.',
  messageTooLong: 'Le message ne peut pas dépasser 500 caractères.',
  descriptionTooLong: 'La description ne peut pas dépasser 500 caractères.',
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
  invalidChoice: "Cette option n'existe pas.",
  invalidDate: 'Date invalide (format AAAA-MM-JJ).',
  futureDate: 'La date de commande ne peut pas être dans le futur.',
  dataConsent: 'Veuillez accepter le traitement de vos données personnelles.',
  privacyConsent: 'Veuillez accepter la politique de confidentialité.',
  withdrawalConsent: 'Veuillez confirmer votre déclaration de rétractation.',
  newsletterConsent: 'Veuillez accepter de recevoir la newsletter pour vous inscrire.',
  unknownForm: 'Formulaire inconnu.',
  tooMany: 'Trop de formulaires envoyés depuis cette adresse. Réessayez plus tard.',
  invalidForm: 'Formulaire invalide',
  /** The spec's banners, after sending (catalogue §8, core §8). */
  messageSent: 'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.',
  messageFailed: "Erreur lors de l'envoi du message. Veuillez réessayer.",
  legalMessageFailed: "Erreur lors de l'envoi de votre message. Veuillez réessayer ou nous contacter directement.",
  claimSent: 'Votre demande de garantie a été envoyée avec succès ! Nous vous contacterons sous 48h ouvrables.',
  requestFailed: "Erreur lors de l'envoi de votre demande. Veuillez réessayer ou nous contacter directement.",
  withdrawalSent: 'Votre demande de rétractation a été envoyée avec succès ! Nous vous enverrons un accusé de réception par email.',
  newsletterCheckMailbox: 'Merci ! Confirmez votre inscription avec le lien que nous venons de vous envoyer par e-mail.',
  newsletterConfirmed: 'Votre inscription à la newsletter est confirmée.',
  newsletterUnsubscribed: 'Vous êtes désinscrit de la newsletter.',
  newsletterLinkInvalid: 'Ce lien est invalide ou a expiré.',
  sending: 'Envoi en cours...',
  counter: (length: number) => `${length}/${formTextMaxLength} caractères`,
} as const

/** Messages, descriptions and support messages (spec catalogue §9). */
export const formTextMaxLength = 500
/** Name, order number, product details…: generous for a person, bounded for a database. */
const lineMaxLength = 200

/**
 * A field the visitor must fill: missing, blank or not text gives the shared 'required' message.
 * Values are trimmed; what is stored is what was typed, never interpreted as HTML.
 */
const requiredText = (max = lineMaxLength, tooLong: string = formMessages.tooLong(max)) =>
  z.string({ error: formMessages.required }).trim().min(1, { error: formMessages.required }).max(max, { error: tooLong })

const optionalText = (max = lineMaxLength) =>
  z
    .string({ error: formMessages.tooLong(max) })
    .trim()
    .max(max, { error: formMessages.tooLong(max) })
    .optional()
    .transform((value) => value || undefined)

/** A select: empty is 'required', a value the form does not offer is refused. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string({ error: formMessages.required })
    .trim()
    .min(1, { error: formMessages.required })
    .pipe(z.enum(values, { error: formMessages.invalidChoice }))

/**
 * The consent checkbox, as the browser sends it: true from JSON, 'on' or 'true' from a plain
 * HTML form. Anything else is refused with the form's own message.
 */
const consent = (message: string) =>
  z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.literal(true, { error: message }))

/** The required e-mail, with the shared message when missing and the auth rule's when malformed. */
const email = z
  .preprocess((value) => (value === undefined || value === null ? '' : value), z.string({ error: formMessages.required }))
  .refine((value) => value.trim() !== '', { error: formMessages.required, abort: true })
  .pipe(emailSchema)

const message = requiredText(formTextMaxLength, formMessages.messageTooLong)

/** Subjects of /contact (spec core §2). */
export const contactSubjects = {
  commande: 'Commande',
  produit: 'Produit',
  installation: 'Installation',
  garantie: 'Garantie',
  partenariat: 'Partenariat',
  autre: 'Autre',
} as const

/** Subjects of the /faq form (spec catalogue §3). */
export const faqSubjects = {
  installation: 'Installation',
  product: 'Produits',
  order: 'Commande & Livraison',
  warranty: 'Garantie',
  other: 'Autre',
} as const

export const claimProducts = {
  hydrogel: 'Protection Hydrogel HD',
  antiblue: 'Protection anti-lumière bleue',
  privacy: 'Protection anti-espion',
  tablet: 'Protection tablette',
  laptop: 'Protection ordinateur',
  watch: 'Protection montre',
} as const

export const claimProblems = {
  defaut: 'Défaut de fabrication',
  jaunissement: 'Jaunissement',
  decollement: 'Décollement',
  bulles: 'Bulles persistantes',
  filtre: 'Filtre inefficace',
  autre: 'Autre problème',
} as const

export const withdrawalReasons = {
  change_mind: "J'ai changé d'avis",
  wrong_product: 'Produit ne correspondant pas à mes attentes',
  better_price: 'Meilleur prix trouvé ailleurs',
  gift: 'Cadeau non apprécié',
  other: 'Autre raison',
} as const

export const legalSubjects = {
  legal_question: 'Question juridique',
  intellectual_property: 'Propriété intellectuelle',
  data_protection: 'Protection des données',
  terms_conditions: 'Conditions générales',
  content_report: 'Signalement de contenu',
  other: 'Autre',
} as const

export const cookieSubjects = {
  cookies_info: 'Informations sur les cookies',
  cookies_preferences: 'Gestion des préférences',
  data_access: 'Accès à mes données',
  data_deletion: 'Suppression de mes données',
  other: 'Autre',
} as const

const keys = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]

const contactFormSchema = z.object({
  name: requiredText(),
  email,
  phone: optionalText(30),
  subject: choice(keys(contactSubjects)),
  message,
  consent: consent(formMessages.dataConsent),
})

const faqContactFormSchema = z.object({
  name: requiredText(),
  email,
  subject: choice(keys(faqSubjects)),
  message,
  consent: consent(formMessages.dataConsent),
})

/** Photos of a warranty claim (spec catalogue §5: PNG, JPG, GIF, 10 MB each); up to 5. */
export const claimPhotoMimeTypes = ['image/png', 'image/jpeg', 'image/gif'] as const
export const claimPhotoMaxBytes = 10 * 1024 * 1024
export const claimPhotoMaxCount = 5
export const claimPhotoMessages = {
  wrongType: 'Seules les images PNG, JPG ou GIF sont acceptées.',
  tooLarge: 'Chaque photo doit faire 10 Mo au maximum.',
  tooMany: 'Vous pouvez joindre 5 photos au maximum.',
} as const

const warrantyClaimFormSchema = z.object({
  nom: requiredText(),
  prenom: requiredText(),
  email,
  telephone: optionalText(30),
  commande: requiredText(40),
  produit: choice(keys(claimProducts)),
  probleme: choice(keys(claimProblems)),
  description: requiredText(formTextMaxLength, formMessages.descriptionTooLong),
  consent: consent(formMessages.privacyConsent),
})

/** YYYY-MM-DD, a real day, not after today (Paris). */
const pastDay = z
  .string({ error: formMessages.required })
  .trim()
  .min(1, { error: formMessages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: formMessages.invalidDate })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: formMessages.invalidDate,
    abort: true,
  })
  // A day ahead of UTC tolerates the shopper's clock in any time zone.
  .refine((day) => Date.parse(`${day}T00:00:00Z`) <= Date.now() + 24 * 60 * 60 * 1000, { error: formMessages.futureDate })

const withdrawalFormSchema = z
  .object({
    lastname: requiredText(),
    firstname: requiredText(),
    email,
    orderNumber: requiredText(40).transform((value) => value.toUpperCase()),
    orderDate: pastDay,
    productDetails: requiredText(formTextMaxLength, formMessages.tooLong(formTextMaxLength)),
    reason: z
      .union([z.literal(''), z.enum(keys(withdrawalReasons), { error: formMessages.invalidChoice })])
      .optional()
      .transform((value) => value || undefined),
    otherReason: optionalText(formTextMaxLength),
    consent: consent(formMessages.withdrawalConsent),
  })
  // 'otherReason' is kept only with the 'other' reason (spec catalogue §5).
  .transform(({ otherReason, ...body }) => (body.reason === 'other' && otherReason ? { ...body, otherReason } : body))

export const legalContactFormSchema = z.object({
  name: requiredText(),
  email,
  subject: choice(keys(legalSubjects)),
  message,
  consent: consent(formMessages.dataConsent),
})

const cookieContactFormSchema = z.object({
  name: requiredText(),
  email,
  subject: choice(keys(cookieSubjects)),
  message,
  consent: consent(formMessages.dataConsent),
})

const newsletterFormSchema = z.object({
  email,
  consent: consent(formMessages.newsletterConsent),
})

/**
 * The forms of this module by their name in `POST /api/forms/:form` (api-contract): the capture
 * forms of the storefront. The endpoint's full list (with /suivi's support form) is
 * form-schemas.ts: this module stays apart from orders.ts, so a page with a contact form does
 * not evaluate the schemas of orders, carts, delivery and accounts (zod builds each at load).
 */
export const captureFormSchemas = {
  contact: contactFormSchema,
  'faq-contact': faqContactFormSchema,
  'warranty-claim': warrantyClaimFormSchema,
  retractation: withdrawalFormSchema,
  'legal-contact': legalContactFormSchema,
  'cookie-contact': cookieContactFormSchema,
  newsletter: newsletterFormSchema,
} as const
export type CaptureFormName = keyof typeof captureFormSchemas

export { consentTexts, honeypotField } from './form-consents.ts'

/** What an accepted form answers. */
export const formAnswerSchema = z.object({ success: z.literal(true), reference: z.string() })

/**
 * How long submissions are kept before the purge deletes them, unless staff set otherwise in
 * site-settings: 3 years, the privacy policy's period for the newsletter (after the last
 * interaction) and well within its 5 years for claims.
 */
export const submissionRetentionDefaultMonths = 36

/** The consumer mediator's website, named in the legal notices: an https address or nothing. */
export const mediatorWebsiteSchema = z
  .union([z.literal(''), z.null(), z.undefined(), z.url({ protocol: /^https?$/, error: 'Adresse du site invalide (https://…).' })])
  .optional()
