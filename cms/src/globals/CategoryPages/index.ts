import type { Field } from 'payload'

import { categoryPagesSlug } from '@shop/domain/category-pages'

import { textList, titledBlock, titledTexts } from '../../fields/content-lists.ts'
import { mediaField } from '../../fields/media-field.ts'
import { contentGlobal } from '../contentGlobal.ts'

const title = (name: string, label: string): Field => ({ name, label, type: 'text', maxLength: 160 })
const picture = (name: string, label: string): Field => mediaField({ name, label, kinds: ['image'] })

/**
 * The sections around the catalogue on the category pages and the home page (spec
 * catalogue-and-content §2). The server renders those pages with them, so a publication drops
 * the rendered pages like a catalogue edit does.
 */
export const CategoryPages = contentGlobal({
  slug: categoryPagesSlug,
  label: 'Pages catégories',
  path: '/telephones',
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'phones',
          label: 'Téléphones',
          fields: [
            titledTexts({ name: 'benefits', label: 'Avantages (cartes)', singular: 'Avantage', maxRows: 6 }),
            titledBlock('paymentBanner', 'Bandeau paiement'),
          ],
        },
        {
          name: 'watches',
          label: 'Montres',
          fields: [
            {
              name: 'packBanner',
              label: 'Bandeau des packs',
              type: 'group',
              fields: [
                title('title', 'Titre'),
                { name: 'text', label: 'Texte', type: 'textarea', maxLength: 1000 },
                picture('image', 'Image'),
              ],
            },
            title('benefitsTitle', 'Titre des avantages'),
            titledTexts({ name: 'benefits', label: 'Avantages', singular: 'Avantage', maxRows: 6 }),
            title('installTitle', "Titre de l'installation"),
            titledTexts({ name: 'installSteps', label: "Étapes d'installation", singular: 'Étape', maxRows: 3 }),
            title('helpTitle', "Titre du bloc d'aide (liens guide, contact, à propos)"),
            { name: 'helpText', label: "Texte du bloc d'aide", type: 'textarea', maxLength: 600 },
          ],
        },
        {
          name: 'consoles',
          label: 'Consoles',
          fields: [
            title('reasonsTitle', 'Titre des raisons'),
            titledTexts({ name: 'reasons', label: 'Raisons', singular: 'Raison', maxRows: 6 }),
            title('installTitle', "Titre du guide d'installation"),
            titledTexts({ name: 'installSteps', label: "Étapes d'installation", singular: 'Étape', maxRows: 6 }),
          ],
        },
        {
          name: 'carScreens',
          label: 'Écrans auto',
          fields: [
            textList({ name: 'heroFeatures', label: "Points forts de l'en-tête", singular: 'Point fort', maxRows: 4 }),
            picture('heroImage', "Image de l'en-tête"),
            title('whyTitle', 'Titre « Pourquoi protéger »'),
            titledTexts({ name: 'why', label: 'Pourquoi protéger', singular: 'Raison', maxRows: 6 }),
            title('installTitle', "Titre de l'installation"),
            titledTexts({ name: 'installSteps', label: "Étapes d'installation", singular: 'Étape', maxRows: 3 }),
          ],
        },
        {
          name: 'home',
          label: 'Accueil',
          fields: [
            title('installTitle', 'Titre du guide d’installation'),
            { name: 'installIntro', label: 'Introduction', type: 'textarea', maxLength: 600 },
            titledTexts({ name: 'installSteps', label: "Étapes d'installation", singular: 'Étape', maxRows: 6 }),
            picture('installImage', 'Image'),
          ],
        },
      ],
    },
  ],
})
