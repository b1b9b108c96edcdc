/**
 * Why the shop keeps something in a browser, and which of these reasons the visitor is asked
 * about: only audience measurement, strictly necessary storage needing no consent (article 82 of
 * the loi Informatique et Libertés). Kept apart from the list itself (./browser-storage.ts): the
 * consent banner is part of every page's first download.
 */

/** A consent choice is asked again after this long (CNIL recommendation). */
export const consentLifetimeMonths = 6

export const storageCategories = {
  necessary: {
    label: 'Strictement nécessaires',
    consent: false,
    description: 'toujours actifs, indispensables au fonctionnement de la boutique (connexion, panier, vos choix).',
  },
  audience: {
    label: "Mesure d'audience",
    consent: true,
    description: 'compter les pages vues et les visites, sans vous identifier ni rien transmettre à un tiers.',
  },
} as const
export type StorageCategory = keyof typeof storageCategories
/** The categories a visitor is asked about; strictly necessary storage needs no consent (article 82). */
export type ConsentCategory = { [K in StorageCategory]: (typeof storageCategories)[K]['consent'] extends true ? K : never }[StorageCategory]
export const consentCategories = (Object.keys(storageCategories) as StorageCategory[]).filter(
  (category): category is ConsentCategory => storageCategories[category].consent,
)
