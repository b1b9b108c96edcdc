/**
 * Initial content of the `site-settings` global (spec core §1 and §9, catalogue §1 and §9).
 * Written once by the seed; afterwards the staff own these values.
 */
export const siteSettings = {
  shopName: 'Ma Boutique Protection',
  legalName: 'Ma Boutique Protection SAS',
  legalForm: 'SAS au capital de 1 000 €',
  rcs: 'RCS Paris 912 345 675',
  siret: '91234567500017',
  vatNumber: 'FR65912345675',
  email: 'contact@maboutiqueprotection.fr',
  supportEmail: 'support@maboutiqueprotection.fr',
  /** Development data: the operator sets the real numbers and names (required in production). */
  phone: '01 84 60 12 34',
  publicationDirector: 'Camille Martin',
  address: {
    street: '12 rue des Artisans',
    postalCode: '75011',
    city: 'Paris',
    country: 'France',
  },
  host: {
    name: 'OVH SAS',
    address: '2 rue Kellermann\n59100 Roubaix\nFrance',
    phone: '+33 9 72 10 10 07',
  },
  hours: [
    { days: 'Lundi - Vendredi', hours: '9h - 18h' },
    { days: 'Samedi', hours: '10h - 16h' },
    { days: 'Dimanche', hours: 'Fermé' },
  ],
  /** Forms, claims and newsletter sign-ups are deleted after 3 years (privacy policy). */
  submissionRetentionMonths: 36,
  /** The consumer mediator the legal notices name (Code de la consommation L612-1). */
  mediator: {
    name: 'CM2C – Centre de la Médiation de la Consommation de Conciliateurs de Justice',
    address: '49 rue de Ponthieu\n75008 Paris',
    website: 'https://www.cm2c.net',
  },
  emailReplyDelay: '24h',
  popularSearches: [
    { query: 'iPhone 16' },
    { query: 'Galaxy S24' },
    { query: 'iPad' },
    { query: 'Apple Watch' },
    { query: 'Nintendo Switch' },
    { query: 'MacBook' },
  ],
  warrantyDays: 30,
  foundedAt: '2024-12',
  claims: {
    transparency: '99,9 %',
    hardness: '9H',
    privacyAngle: '30°',
    blueLightFilter: '90 %',
    modelCoverage: '95 %',
  },
  social: {
    facebook: 'https://www.facebook.com/maboutiqueprotection',
    instagram: 'https://www.instagram.com/maboutiqueprotection',
    tiktok: 'https://www.tiktok.com/@maboutiqueprotection',
    youtube: 'https://www.youtube.com/@maboutiqueprotection',
  },
} as const
