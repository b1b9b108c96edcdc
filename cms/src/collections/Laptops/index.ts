import { laptopBrands } from '@shop/domain/catalogue'

import { descriptionField, imageField, modelIdentityFields, popularField, protectionsField } from '../../fields/catalogue.ts'
import { catalogueCollection } from '../catalogueDefaults.ts'

export const Laptops = catalogueCollection({
  slug: 'laptops',
  labels: { singular: 'Ordinateur portable', plural: 'Ordinateurs portables' },
  defaultColumns: ['name', 'brand', 'year', 'popular', '_status'],
  fields: [
    ...modelIdentityFields(laptopBrands),
    {
      name: 'sizes',
      label: "Tailles d'écran (pouces)",
      type: 'number',
      hasMany: true,
      required: true,
      min: 10,
      max: 20,
      admin: { step: 0.1 },
    },
    protectionsField,
    imageField,
    descriptionField,
    popularField,
  ],
})
