/**
 * The service pages' content as staff edit it in the CMS (spec catalogue-and-content §2): which
 * page each FAQ entry belongs to, the installation guide's device types, and the preview switch.
 * zod-free: page shells import it.
 */

/** The service pages' globals: their texts beside the catalogue (content.ts holds each one's schema). */
export const servicePageSlugs = ['warranty-page', 'delivery-page', 'installation-guide', 'about-page'] as const
export type ServicePageSlug = (typeof servicePageSlugs)[number]

/** Where an FAQ entry shows: the /faq page (with a category) or a service page's own FAQ. */
export const faqPages = [
  { value: 'faq', label: 'Page FAQ', path: '/faq' },
  { value: 'garantie', label: 'Garantie', path: '/garantie' },
  { value: 'guide-installation', label: "Guide d'installation", path: '/guide-installation' },
  { value: 'livraison', label: 'Livraison', path: '/livraison' },
  { value: 'retours', label: 'Retours', path: '/livraison' },
  { value: 'about', label: 'Notre histoire', path: '/about' },
  { value: 'retractation', label: 'Droit de rétractation', path: '/retractation' },
] as const
export type FaqPage = (typeof faqPages)[number]['value']

export const installationDeviceTypes = [
  { value: 'smartphones', label: 'Smartphones' },
  { value: 'tablettes', label: 'Tablettes' },
  { value: 'montres', label: 'Montres' },
  { value: 'ordinateurs', label: 'Ordinateurs' },
] as const
export type InstallationDeviceType = (typeof installationDeviceTypes)[number]['value']

/**
 * `?preview=1` on a content page: the storefront asks for drafts (`draft=true`). Only a signed-in
 * staff member's session reads them; anybody else still gets the published text.
 */
export const previewParam = 'preview'
