/**
 * The customers' satisfaction: a week after delivery, one e-mail asks for a rating from 1 to 5
 * with five signed links, one per rating. Each opens /avis, which posts its token
 * (`POST /api/satisfaction`): the rating is recorded at once, an optional comment may follow,
 * and a later click on another rating replaces it while the links are valid.
 */
import * as z from 'zod'

import './zod-french.ts'

import { paths } from './paths.ts'

import { satisfactionRules } from './satisfaction-rules.ts'

export { satisfactionRules }

export const ratings = [1, 2, 3, 4, 5] as const
export type Rating = (typeof ratings)[number]

/** « 1 étoile », « 4 étoiles » */
export const ratingLabel = (rating: number) => `${rating} étoile${rating > 1 ? 's' : ''}`

export const satisfactionMessages = {
  linkInvalid: 'Ce lien d’avis n’est pas valide. Utilisez l’un des liens de notre e-mail.',
  linkExpired: `Ce lien d’avis a expiré : une note se donne ou se modifie pendant ${satisfactionRules.linkValidDays} jours après notre e-mail.`,
  commentTooLong: `Le commentaire ne peut pas dépasser ${satisfactionRules.commentMaxLength} caractères.`,
  commentSaved: 'Merci, votre commentaire est enregistré.',
  commentPublished: 'Merci, votre avis est enregistré et publié sur le site.',
  thanks: (orderNumber: string, rating: number) =>
    `Merci pour votre avis ! Votre note de ${ratingLabel(rating)} sur 5 pour la commande ${orderNumber} est enregistrée.`,
  changeHint: `Vous avez changé d’avis ? Cliquez sur une autre note de notre e-mail : elle remplacera celle-ci pendant ${satisfactionRules.linkValidDays} jours.`,
} as const

/**
 * A link's token: the order's id, the rating, and the server's HMAC over both (base64url), so
 * that each of the five links records its own rating for its own order only.
 */
export const satisfactionTokenPattern = /^(\d{1,10})\.([1-5])\.([\w-]{43})$/

/** The /avis page a link opens. */
export const satisfactionPath = (token: string) => `${paths.satisfaction}?token=${encodeURIComponent(token)}`

/**
 * `POST /api/satisfaction`: the page posts the token alone as soon as it opens (the rating), then
 * with the comment if the customer writes one. An empty comment removes the one given before.
 * `publish` is the customer's consent to show the review on the shop's pages (./reviews.ts),
 * given or withdrawn with the comment; left out, it stays as it was.
 */
export const satisfactionBodySchema = z.object({
  token: z.string({ error: satisfactionMessages.linkInvalid }).regex(satisfactionTokenPattern, { error: satisfactionMessages.linkInvalid }),
  comment: z
    .string({ error: satisfactionMessages.commentTooLong })
    .trim()
    .max(satisfactionRules.commentMaxLength, { error: satisfactionMessages.commentTooLong })
    .optional(),
  publish: z.boolean().optional(),
})
export type SatisfactionBody = z.infer<typeof satisfactionBodySchema>

const ratingSchema = z.number().int().min(1).max(5)

/** What was recorded, for the page's thanks. */
export const satisfactionAnswerSchema = z.object({
  success: z.literal(true),
  orderNumber: z.string(),
  rating: ratingSchema,
  comment: z.string().nullable(),
  published: z.boolean(),
})
export type SatisfactionAnswer = z.infer<typeof satisfactionAnswerSchema>
