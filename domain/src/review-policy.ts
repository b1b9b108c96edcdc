/**
 * What the pages say about the published reviews (./reviews.ts) and how names show there,
 * zod-free: the pages that show the reviews load it with their first download.
 */
import { satisfactionRules } from './satisfaction-rules.ts'

export const reviewRules = {
  /** The most recent reviews a page shows under the average. */
  latestShown: 6,
} as const

/** Why staff may take a published review down: a fixed list, stated on the pages. */
export const reviewRemovalReasons = {
  offensive: 'propos injurieux, haineux ou offensants',
  'personal-data': 'données personnelles (de l’auteur ou d’un tiers)',
  unrelated: 'sans rapport avec nos produits ou notre service',
  advertising: 'publicité ou lien vers un autre site',
} as const
type ReviewRemovalReason = keyof typeof reviewRemovalReasons
export const reviewRemovalReasonValues = Object.keys(reviewRemovalReasons) as [ReviewRemovalReason, ...ReviewRemovalReason[]]

/** « Marie Dupont » → « Marie D. »; a single word stays as it is. */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('fr')}.` : first
}

/** How the reviews are collected and kept, said next to them (L111-7-2, D111-17). */
export function reviewPolicy(keptMonths: number): string[] {
  return [
    `Avis vérifiés : seul l’acheteur d’une commande livrée peut la noter, par les liens personnels de l’e-mail que nous lui envoyons ${satisfactionRules.askAfterDays} jours après la livraison. Un seul avis par commande : pendant les ${satisfactionRules.linkValidDays} jours qui suivent cet e-mail, une nouvelle note remplace la précédente et l’auteur peut retirer son accord à la publication.`,
    'Aucune contrepartie n’est offerte en échange d’un avis.',
    `Tous les avis dont l’auteur accepte la publication sont publiés, négatifs compris : la note moyenne et le nombre d’avis portent sur chacun d’eux, et les ${reviewRules.latestShown} plus récents sont affichés ici, du plus récent au plus ancien.`,
    `Nous ne retirons un avis que pour l’un de ces motifs : ${Object.values(reviewRemovalReasons).join(' ; ')}.`,
    `Chaque avis reste publié ${keptMonths} mois après sa date, puis il est retiré du site et son commentaire est effacé.`,
  ]
}
