import { catalogueCollections, catalogueCollectionSlugs } from '@shop/domain/catalogue-collections'

import { paths } from './paths'

export type NavItem = { label: string; to: string }

/** Header links: Accueil and the six categories (spec core §2). */
export const mainNav: readonly NavItem[] = [
  { label: 'Accueil', to: paths.home },
  ...catalogueCollectionSlugs.map((slug) => ({
    label: catalogueCollections[slug].label,
    to: catalogueCollections[slug].path,
  })),
]

/** The footer's three link columns. */
export const footerColumns: readonly { title: string; links: readonly NavItem[] }[] = [
  {
    title: 'À propos de nous',
    links: [
      { label: 'Notre histoire', to: paths.about },
      { label: 'Contact', to: paths.contact },
      { label: 'Guide d’installation', to: paths.installationGuide },
      { label: 'Foire aux questions', to: paths.faq },
    ],
  },
  {
    title: 'Service client',
    links: [
      { label: 'Livraison et retours', to: paths.delivery },
      { label: 'Suivi de commande', to: paths.tracking },
      { label: 'Garantie', to: paths.warranty },
      { label: 'Droit de rétractation', to: paths.withdrawal },
    ],
  },
  {
    title: 'Informations légales',
    links: [
      { label: 'Conditions générales', to: paths.terms },
      { label: 'Politique de confidentialité', to: paths.privacy },
      { label: 'Politique de cookies', to: paths.cookies },
      { label: 'Mentions légales', to: paths.legalNotice },
      { label: 'Se rétracter du contrat ici', to: paths.onlineWithdrawal },
    ],
  },
]
