/**
 * Every public route of the storefront (spec core §2). The server reads this list to answer
 * unknown paths with a real 404 status, the storefront to build its router and sitemap.
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  retractation: '/retractation',
  garantie: '/garantie',
  livraison: '/livraison',
  suivi: '/suivi',
  guide: '/guide-installation',
  conditions: '/conditions-generales',
  confidentialite: '/politique-confidentialite',
  cookies: '/cookies',
  mentions: '/mentions-legales',
  commande: '/commande',
  success: '/success',
  telephones: '/telephones',
  tablettes: '/tablettes',
  montres: '/montres-connectees',
  consoles: '/consoles',
  ordinateurs: '/ordinateurs',
  ecransAuto: '/ecrans-auto',
  mesCommandes: '/mes-commandes',
  profil: '/profil',
  resetPassword: '/reset-password',
  adminLogin: '/admin-login',
  dashboard: '/dashboard',
} as const

/** Pages that belong to one visitor (or to staff): never listed for search engines. */
export const privatePaths: readonly string[] = [
  paths.commande,
  paths.success,
  paths.mesCommandes,
  paths.profil,
  paths.resetPassword,
  paths.adminLogin,
  paths.dashboard,
]

/** The public pages a sitemap lists, besides the models' own pages. */
export const indexablePaths: readonly string[] = Object.values(paths).filter((path) => !privatePaths.includes(path))

export function phonePath(slug: string): string {
  return `${paths.telephones}/${slug}`
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

/** Pages the storefront build pre-renders: every public page, and the 404 page. */
export const prerenderedPaths: readonly string[] = [...indexablePaths, notFoundPrerenderPath]

/** The file a pre-rendered page is saved as, under the storefront's dist/.prerendered/. */
export function prerenderedFile(pathname: string): string {
  return pathname === paths.home ? 'index.html' : `${pathname.slice(1)}.html`
}
