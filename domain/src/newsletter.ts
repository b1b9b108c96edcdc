/**
 * The newsletter's double opt-in (sign-up through `POST /api/forms/newsletter`): the address is
 * pending until the link e-mailed to it is opened; every newsletter e-mail carries a link that
 * unsubscribes at once.
 */
import * as z from 'zod'

import './zod-french.ts'

import { formMessages } from './forms.ts'
import { paths } from './paths.ts'

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const
export type NewsletterStatus = (typeof newsletterStatuses)[number]

export const newsletterStatusLabels: Record<NewsletterStatus, string> = {
  pending: 'En attente de confirmation',
  confirmed: 'Inscrit',
  unsubscribed: 'Désinscrit',
}

/**
 * The storefront pages the e-mailed links open, with `?token=`: each posts the token to its
 * endpoint (`POST /api/newsletter/confirm`, `POST /api/newsletter/unsubscribe`), so that a mail
 * scanner following links confirms nothing.
 */
export const newsletterPaths = { confirm: paths.newsletterConfirm, unsubscribe: paths.newsletterUnsubscribe } as const

/** A confirmation link stays valid this long. */
export const newsletterConfirmationDays = 7

/** The body of both link endpoints; a malformed token reads as an invalid link. */
export const newsletterTokenBodySchema = z.object({
  token: z
    .string({ error: formMessages.newsletterLinkInvalid })
    .trim()
    .min(16, { error: formMessages.newsletterLinkInvalid })
    .max(200, { error: formMessages.newsletterLinkInvalid }),
})

/**
 * A newsletter staff write in the admin: a draft, then scheduled for a date; the shop's send
 * chore sets the last two statuses while it sends, to each confirmed subscriber once.
 */
export const campaignStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const
export type CampaignStatus = (typeof campaignStatuses)[number]

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Brouillon',
  scheduled: 'Programmée',
  sending: 'Envoi en cours',
  sent: 'Envoyée',
}

/** The statuses staff choose; the others belong to the send. */
const staffCampaignStatuses = ['draft', 'scheduled'] as const satisfies readonly CampaignStatus[]

export const isStaffCampaignStatus = (status: unknown): boolean => (staffCampaignStatuses as readonly unknown[]).includes(status)

export const campaignLimits = { subjectMax: 150, bodyMax: 10_000, linkLabelMax: 60 } as const

export const campaignMessages = {
  alreadySent: 'Cette newsletter est déjà partie : elle ne peut plus être modifiée.',
  statusReserved: "Choisissez « Brouillon » ou « Programmée » : l'envoi fixe lui-même les autres statuts.",
  linkIncomplete: 'Indiquez le texte et l’adresse du bouton, ou aucun des deux.',
  linkNotWeb: 'L’adresse du bouton doit être un lien complet (https://…).',
} as const
