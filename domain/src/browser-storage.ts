import { sessionMaxAgeMs } from './auth.ts'
import { consentLifetimeMonths, type StorageCategory } from './cookie-consent.ts'
import { adminTokenLifetimeMs } from './dashboard.ts'

/**
 * Everything the shop keeps in a browser, cookies and web storage alike: the cookie policy's
 * table renders it, and a browser test fails when the browser holds anything else
 * (tests/e2e/cookie-list.spec.ts). The banner asks only about the categories used here
 * (./browser-storage.test.ts). No advertising and no third party: the shop counts its visits itself.
 */

/** The staff's Payload session cookie (the `users` collection's tokenExpiration). */
export const staffCookieHours = 8
/** The Google sign-in's flow cookie: state, nonce and PKCE verifier of one round trip. */
export const googleFlowMinutes = 10

export const storageKinds = { cookie: 'Cookie', local: 'Stockage local', session: "Stockage de l'onglet" } as const
export const storageOwners = { shop: 'Boutique', staff: 'Administration (personnel)' } as const

export type BrowserStorageItem = {
  name: string
  kind: keyof typeof storageKinds
  owner: keyof typeof storageOwners
  category: StorageCategory
  purpose: string
  lifetime: string
}

const days = (ms: number) => ms / (24 * 60 * 60 * 1000)
const hours = (ms: number) => ms / (60 * 60 * 1000)
const customerSession = `Jusqu'à la déconnexion, ${days(sessionMaxAgeMs)} jours au plus`
const untilCleared = "Jusqu'à ce que vous effaciez les données du site dans votre navigateur"
const tab = "Jusqu'à la fermeture de l'onglet"

export const browserStorage: readonly BrowserStorageItem[] = [
  {
    name: 'sessionToken',
    kind: 'local',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Vous garde connecté à votre compte client.',
    lifetime: customerSession,
  },
  {
    name: 'sessionExpires',
    kind: 'local',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Fin prévue de votre session, pour vous déconnecter à temps.',
    lifetime: customerSession,
  },
  {
    name: 'client_info',
    kind: 'local',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Votre nom et votre e-mail, affichés dans le menu de votre compte.',
    lifetime: customerSession,
  },
  {
    name: 'returnUrl',
    kind: 'local',
    owner: 'shop',
    category: 'necessary',
    purpose: 'La page où vous revenez après vous être connecté.',
    lifetime: "Jusqu'à la connexion",
  },
  {
    name: 'shop_google_flow',
    kind: 'cookie',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Sécurise une connexion avec Google (contrôle de la réponse de Google), lu par le serveur seulement.',
    lifetime: `${googleFlowMinutes} minutes`,
  },
  {
    name: 'cart_items',
    kind: 'local',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Le contenu de votre panier (vidé après la commande).',
    lifetime: untilCleared,
  },
  {
    name: 'promo_code',
    kind: 'local',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Le code promo saisi dans votre panier, appliqué jusqu’à la commande.',
    lifetime: 'Jusqu’au paiement de la commande ou au retrait du code',
  },
  {
    name: 'cart',
    kind: 'local',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Copie du panier sous son ancien nom.',
    lifetime: untilCleared,
  },
  {
    name: 'cookiePreferences',
    kind: 'local',
    owner: 'shop',
    category: 'necessary',
    purpose: "Votre choix sur la mesure d'audience.",
    lifetime: `${consentLifetimeMonths} mois, puis la question vous est reposée`,
  },
  {
    name: 'favorites',
    kind: 'local',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Les modèles que vous avez mis en favoris ; ils ne quittent pas votre appareil.',
    lifetime: `${untilCleared} ou retiriez le favori`,
  },
  {
    name: 'recentSearches',
    kind: 'local',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Vos 5 dernières recherches, proposées dans la recherche ; elles ne quittent pas votre appareil.',
    lifetime: `${untilCleared} ou les effaciez depuis la recherche`,
  },
  {
    name: 'pendingConfiguration',
    kind: 'session',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Les choix de la fenêtre de configuration pendant que vous vous connectez pour commander.',
    lifetime: "30 minutes au plus, jusqu'au retour sur la fenêtre",
  },
  {
    name: 'scrollPositions',
    kind: 'session',
    owner: 'shop',
    category: 'necessary',
    purpose: 'Votre position dans chaque page, retrouvée quand vous revenez en arrière.',
    lifetime: tab,
  },
  {
    name: 'visitCounted',
    kind: 'session',
    owner: 'shop',
    category: 'audience',
    purpose: "Marque la visite comme déjà comptée, pour qu'elle ne compte qu'une fois (aucun identifiant).",
    lifetime: tab,
  },
  {
    name: 'payload-token',
    kind: 'cookie',
    owner: 'staff',
    category: 'necessary',
    purpose: "Session d'un membre du personnel dans l'administration (/admin).",
    lifetime: `${staffCookieHours} heures`,
  },
  {
    name: 'payload-theme',
    kind: 'cookie',
    owner: 'staff',
    category: 'necessary',
    purpose: "Le thème clair ou sombre qu'un membre du personnel a choisi pour l'administration.",
    lifetime: '1 an',
  },
  {
    name: '_payloadClipboard',
    kind: 'local',
    owner: 'staff',
    category: 'necessary',
    purpose: "Les champs copiés dans l'administration, pour les coller ailleurs.",
    lifetime: "Jusqu'à la copie suivante",
  },
  {
    name: 'payload-pending-success-toast',
    kind: 'session',
    owner: 'staff',
    category: 'necessary',
    purpose: "Le message de confirmation d'un enregistrement, affiché sur la page suivante.",
    lifetime: "Jusqu'à son affichage",
  },
  {
    name: 'payload-forgot-password:users',
    kind: 'session',
    owner: 'staff',
    category: 'necessary',
    purpose: "Le délai (15 secondes) avant de pouvoir renvoyer l'e-mail de mot de passe oublié.",
    lifetime: tab,
  },
  {
    name: 'adminToken',
    kind: 'local',
    owner: 'staff',
    category: 'necessary',
    purpose: "Session d'un administrateur dans le tableau de bord (/dashboard).",
    lifetime: `Jusqu'à la déconnexion, ${hours(adminTokenLifetimeMs)} heures au plus`,
  },
  {
    name: 'adminTokenExpires',
    kind: 'local',
    owner: 'staff',
    category: 'necessary',
    purpose: 'Fin prévue de la session du tableau de bord.',
    lifetime: `Jusqu'à la déconnexion, ${hours(adminTokenLifetimeMs)} heures au plus`,
  },
]
