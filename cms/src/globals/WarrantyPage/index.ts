import { contentGlobal } from '../contentGlobal.ts'
import { textList, titledBlock, titledTexts } from '../../fields/content-lists.ts'

/** /garantie (spec catalogue §2 "Warranty page"); its FAQ entries are FAQ documents of page 'garantie'. */
export const WarrantyPage = contentGlobal({
  slug: 'warranty-page',
  label: 'Page Garantie',
  path: '/garantie',
  fields: [
    { name: 'intro', label: 'Introduction', type: 'textarea', required: true, maxLength: 1000 },
    titledBlock('commitment', 'Engagement qualité'),
    {
      name: 'durations',
      label: 'Durées de garantie',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Produit', plural: 'Durées de garantie' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'product', label: 'Type de produit', type: 'text', required: true, maxLength: 120 },
            { name: 'duration', label: 'Durée', type: 'text', required: true, maxLength: 60 },
            { name: 'coverage', label: 'Couverture', type: 'text', required: true, maxLength: 300 },
          ],
        },
      ],
    },
    titledTexts({ name: 'claimSteps', label: 'Procédure de réclamation', singular: 'Étape', minRows: 1 }),
    textList({ name: 'importantInfo', label: 'Informations importantes', singular: 'Information' }),
    textList({ name: 'exclusions', label: 'Exclusions', singular: 'Exclusion' }),
  ],
})
