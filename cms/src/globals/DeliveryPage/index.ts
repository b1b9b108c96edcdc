import { contentGlobal } from '../contentGlobal.ts'
import { textList, titledTexts } from '../../fields/content-lists.ts'

/**
 * /livraison (spec catalogue §2 "Delivery and returns page"): the Livraison and Retours tabs; the
 * FAQ entries of each tab are FAQ documents of page 'livraison' and 'retours'. Its modes are the
 * `delivery-modes` collection, the very ones /commande offers.
 */
export const DeliveryPage = contentGlobal({
  slug: 'delivery-page',
  label: 'Page Livraison et retours',
  path: '/livraison',
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Livraison',
          description: 'Les modes de livraison (nom, prix, délai) se modifient dans Boutique › Modes de livraison.',
          fields: [
            {
              name: 'zones',
              label: 'Zones de livraison',
              type: 'array',
              minRows: 1,
              labels: { singular: 'Zone', plural: 'Zones de livraison' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'zone', label: 'Zone', type: 'text', required: true, maxLength: 80 },
                    { name: 'delay', label: 'Délai', type: 'text', required: true, maxLength: 80 },
                    { name: 'price', label: 'Prix', type: 'text', required: true, maxLength: 80 },
                  ],
                },
              ],
            },
            titledTexts({ name: 'steps', label: 'Comment ça marche', singular: 'Étape', minRows: 1 }),
          ],
        },
        {
          label: 'Retours',
          fields: [
            { name: 'returnPolicy', label: 'Politique de retour', type: 'textarea', required: true, maxLength: 2000 },
            titledTexts({ name: 'returnSteps', label: 'Comment procéder', singular: 'Étape', minRows: 1 }),
            textList({ name: 'returnExceptions', label: 'Produits non repris', singular: 'Exception' }),
          ],
        },
      ],
    },
  ],
})
