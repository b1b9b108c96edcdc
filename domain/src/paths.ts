/**
 * Every public route of the storefront (spec core §2). The server reads this list to answer
 * unknown paths with a real 404 status, the storefront to build its router and sitemap.
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  withdrawal: '/retractation',
  onlineWithdrawal: '/retractation/en-ligne',
  warranty: '/garantie',
  delivery: '/livraison',
  tracking: '/suivi',
  installationGuide: '/guide-installation',
  terms: '/conditions-generales',
  privacy: '/politique-confidentialite',
  cookies: '/cookies',
  legalNotice: '/mentions-legales',
  checkout: '/commande',
  success: '/success',
  phones: '/telephones',
  tablets: '/tablettes',
  watches: '/montres-connectees',
  consoles: '/consoles',
  laptops: '/ordinateurs',
  carScreens: '/ecrans-auto',
  orders: '/mes-commandes',
  profile: '/profil',
  resetPassword: '/reset-password',
  verifyEmail: '/verifier-email',
  accountErasure: '/supprimer-compte',
  adminLogin: '/admin-login',
  dashboard: '/dashboard',
  newsletterConfirm: '/newsletter/confirmation',
  newsletterUnsubscribe: '/newsletter/desinscription',
  satisfaction: '/avis',
} as const

/** Pages that belong to one visitor (or to staff): never listed for search engines. */
export const privatePaths: readonly string[] = [
  paths.checkout,
  paths.success,
  paths.orders,
  paths.profile,
  paths.resetPassword,
  paths.verifyEmail,
  paths.accountErasure,
  paths.adminLogin,
  paths.dashboard,
  paths.newsletterConfirm,
  paths.newsletterUnsubscribe,
  paths.satisfaction,
]

/** The public pages a sitemap lists, besides the models' own pages. */
export const indexablePaths: readonly string[] = Object.values(paths).filter((path) => !privatePaths.includes(path))

/**
 * A link that carries a secret (a token, an order's tracking key) keeps it in the fragment
 * (`/reset-password#token=…`): a browser never sends the fragment, so no access log of the shop
 * or of a proxy on the way keeps the secret. The page reads it there (storefront's link-secrets.ts).
 */
export function pathWithSecret(path: string, secrets: Record<string, string>): string {
  const fragment = Object.entries(secrets).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
  return `${path}#${fragment.join('&')}`
}

export function phonePath(slug: string): string {
  return `${paths.phones}/${slug}`
}

const staticPaths = new Set<string>(Object.values(paths))

/** The path without trailing slashes ('/' stays '/'): `/telephones/` is `/telephones`. */
export function trimTrailingSlashes(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

const phonePagePattern = /^\/telephones\/([a-z0-9-]+)\/?$/

/** The slug in a phone's own page path, or null for any other path. */
export function phoneSlugFromPath(pathname: string): string | null {
  return phonePagePattern.exec(pathname)?.[1] ?? null
}

/** Whether the storefront has a route for this path (a phone's page may still have no phone). */
export function isStorefrontPath(pathname: string): boolean {
  const trimmed = trimTrailingSlashes(pathname)
  return staticPaths.has(trimmed) || phoneSlugFromPath(trimmed) !== null
}

/** The path the build pre-renders the 404 page at (any unknown path shows that page). */
export const notFoundPrerenderPath = '/404'

/**
 * A customer's own pages: not indexed, but their frame (title, text, the session check's spinner)
 * is the same for everyone, so it is pre-rendered and paints before the JavaScript runs.
 */
const customerFramePaths: readonly string[] = [paths.checkout, paths.profile, paths.orders]

/** Pages the storefront build pre-renders: every public page, the customer pages' frames, and the 404 page. */
export const prerenderedPaths: readonly string[] = [...indexablePaths, ...customerFramePaths, notFoundPrerenderPath]

/** The file a pre-rendered page is saved as, under the storefront's dist/.prerendered/. */
export function prerenderedFile(pathname: string): string {
  return pathname === paths.home ? 'index.html' : `${pathname.slice(1)}.html`
}
