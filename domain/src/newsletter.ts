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
