/**
 * Published customer reviews: the rating a customer gives after delivery (./satisfaction.ts),
 * shown on the shop's pages only when its author agreed to it, with first name and initial.
 * What the pages say about them is what the code does (Code de la consommation L111-7-2,
 * D111-17): who may write one, how long it stays, in which order, and why one is removed.
 */
import * as z from 'zod'

import './zod-french.ts'

import { reviewRemovalReasonValues } from './review-policy.ts'

export const reviewMessages = {
  publishLabel:
    'J’accepte que ma note et mon commentaire soient publiés sur le site, avec mon prénom et l’initiale de mon nom (par exemple « Marie D. »).',
  reasonRequired: 'Choisissez le motif du retrait.',
  removed: 'Avis retiré du site.',
  notPublished: 'Cet avis n’est pas publié : il n’y a rien à retirer.',
  alreadyRemoved: 'Cet avis a déjà été retiré.',
} as const

const ratingSchema = z.number().int().min(1).max(5)

const publicReviewSchema = z.object({
  /** First name and initial only (`reviewerName`). */
  author: z.string(),
  rating: ratingSchema,
  comment: z.string().nullable(),
  date: z.string(),
})

/** `GET /api/reviews`: what the pages show; `average` is null when no review is published. */
export const publicReviewsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().min(0),
  keptMonths: z.number().int().positive(),
  latest: z.array(publicReviewSchema),
})
export type PublicReviews = z.infer<typeof publicReviewsSchema>

/** `POST /api/dashboard/orders/:id/review-removal`: staff take a published review down, for a reason of the list. */
export const reviewRemovalBodySchema = z.object({
  reason: z.enum(reviewRemovalReasonValues, { error: reviewMessages.reasonRequired }),
})
export type ReviewRemovalBody = z.infer<typeof reviewRemovalBodySchema>
