import { watchBrands } from '@shop/domain/catalogue'

import { descriptionField, imageField, modelIdentityFields } from '../../fields/catalogue.ts'
import { catalogueCollection } from '../catalogueDefaults.ts'

export const Watches = catalogueCollection({
  slug: 'watches',
  labels: { singular: 'Montre connectée', plural: 'Montres connectées' },
  defaultColumns: ['name', 'brand', 'size', 'year', '_status'],
  fields: [
    ...modelIdentityFields(watchBrands),
    {
      name: 'size',
      label: 'Taille du boîtier',
      type: 'text',
      required: true,
      admin: { description: 'Par exemple « 45 mm ».' },
    },
    imageField,
    descriptionField,
  ],
})
