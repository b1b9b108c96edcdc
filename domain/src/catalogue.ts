/**
 * The shop's catalogue vocabulary: categories, protection options and brand lists.
 * Prices are not here: they live in the CMS `pricing` global (see ./pricing).
 */

export const protectionIds = ['hd-tpu', 'blue-light', 'anti-spy'] as const
export type ProtectionId = (typeof protectionIds)[number]

export const protectionNames: Record<ProtectionId, string> = {
  'hd-tpu': 'Hydrogel HD TPU',
  'blue-light': 'Blue Light TPU',
  'anti-spy': 'Anti-espion TPU',
}

/** What each protection is and does (spec core §1 claims), shown beside its price wherever it is chosen. */
export const protectionDetails: Record<ProtectionId, { description: string; features: readonly string[] }> = {
  'hd-tpu': {
    description: 'Un film hydrogel auto-cicatrisant, invisible au quotidien.',
    features: ['Transparence 99,9 %', 'Dureté 9H, anti-rayures', 'Durée de vie 12 à 18 mois'],
  },
  'blue-light': {
    description: 'Protège vos yeux lors des longues sessions sur écran.',
    features: ['Filtre jusqu’à 90 % de la lumière bleue', 'Couleurs fidèles', 'Durée de vie jusqu’à 24 mois'],
  },
  'anti-spy': {
    description: 'Votre écran reste lisible pour vous seul.',
    features: ['Angle de confidentialité de 30°', 'Idéal dans les transports', 'Durée de vie jusqu’à 24 mois'],
  },
}

export const backOptionIds = ['integral', 'integral-photo'] as const
export type BackOptionId = (typeof backOptionIds)[number]

export const backOptionNames: Record<BackOptionId, string> = {
  integral: 'Protection arrière intégrale',
  'integral-photo': 'Protection arrière avec photo',
}

export const consoleProtectionIds = ['hd', 'blue_light'] as const
export type ConsoleProtectionId = (typeof consoleProtectionIds)[number]

export const consoleBackIds = ['basic', 'photo'] as const
export type ConsoleBackId = (typeof consoleBackIds)[number]

export const consoleProtectionNames: Record<ConsoleProtectionId, string> = {
  hd: 'Protection HD',
  blue_light: 'Protection Blue Light',
}

export const consoleBackNames: Record<ConsoleBackId, string> = {
  basic: 'Skin arrière',
  photo: 'Skin arrière avec photo',
}

export const consoleKinds = ['console', 'controller'] as const
export type ConsoleKind = (typeof consoleKinds)[number]

export const consoleKindLabels: Record<ConsoleKind, string> = {
  console: 'Console',
  controller: 'Manette',
}

export const phoneBrands = [
  'Apple',
  'Samsung',
  'Google',
  'Xiaomi',
  'OnePlus',
  'Oppo',
  'Huawei',
  'Honor',
  'Motorola',
  'Nothing',
  'Sony',
  'Fairphone',
  'Realme',
  'Vivo',
  'Asus',
  'Nokia',
] as const
export const tabletBrands = ['Apple', 'Samsung', 'Microsoft', 'Xiaomi'] as const
export const watchBrands = ['Apple', 'Samsung', 'Garmin', 'Fitbit', 'Amazfit', 'Huawei', 'Polar'] as const
export const consoleBrands = ['Nintendo', 'PlayStation', 'Xbox', 'Steam'] as const
export const laptopBrands = ['Apple', 'Dell', 'HP', 'Lenovo', 'Asus', 'Microsoft', 'Samsung'] as const
export const carBrands = [
  'Tesla',
  'BMW',
  'Mercedes',
  'Audi',
  'Volkswagen',
  'Peugeot',
  'Renault',
  'Ford',
  'Nissan',
  'Hyundai',
  'Kia',
  'Honda',
  'Toyota',
  'Mazda',
] as const

/** Laptop screen sizes (inches) sold without a size step in the configurator. */
export const standardLaptopSizes = [13.3, 14, 15.6] as const

export const faqCategories = [
  { value: 'installation', label: 'Installation' },
  { value: 'durabilite', label: 'Durabilité' },
  { value: 'types-produits', label: 'Types de produits' },
  { value: 'garantie', label: 'Garantie' },
  { value: 'commande-livraison', label: 'Commande & Livraison' },
  { value: 'utilisation', label: 'Utilisation' },
] as const
export type FaqCategory = (typeof faqCategories)[number]['value']

export { catalogueCollections, catalogueCollectionSlugs, type CatalogueCollection } from './catalogue-collections.ts'

export const legalPageSlugs = ['conditions-generales', 'politique-confidentialite', 'retractation', 'cookies', 'mentions-legales'] as const
export type LegalPageSlug = (typeof legalPageSlugs)[number]

/** Section anchors each legal page must offer, in reading order (spec §2, legal pages). */
export const legalPageAnchors: Record<LegalPageSlug, readonly string[]> = {
  'conditions-generales': [
    'preambule',
    'definitions',
    'objet',
    'commandes',
    'prix',
    'livraison',
    'retractation',
    'garanties',
    'donnees',
    'propriete',
    'responsabilite',
    'force-majeure',
    'litiges',
    'mentions',
  ],
  'politique-confidentialite': [
    'collecte',
    'finalites',
    'base-legale',
    'destinataires',
    'duree-conservation',
    'transferts',
    'droits',
    'cookies',
    'securite',
    'mineurs',
    'modifications',
    'contact',
  ],
  retractation: ['delai-legal', 'procedure', 'exceptions', 'formulaire', 'contact', 'faq'],
  cookies: [
    'introduction',
    'types-cookies',
    'finalites',
    'duree-conservation',
    'tiers',
    'gestion',
    'preferences',
    'tableau',
    'mises-a-jour',
    'contact',
  ],
  'mentions-legales': [
    'identite',
    'coordonnees',
    'immatriculation',
    'capital',
    'publication',
    'hebergement',
    'propriete',
    'conditions',
    'donnees',
    'litiges',
    'contact',
  ],
}
