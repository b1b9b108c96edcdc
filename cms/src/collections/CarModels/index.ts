import { carBrands } from '@shop/domain/catalogue'

import { descriptionField, imageField, modelIdentityFields } from '../../fields/catalogue.ts'
import { catalogueCollection } from '../catalogueDefaults.ts'

export const CarModels = catalogueCollection({
  slug: 'car-models',
  labels: { singular: 'Modèle de voiture', plural: 'Écrans auto' },
  defaultColumns: ['name', 'brand', 'screenSize', 'year', '_status'],
  fields: [
    ...modelIdentityFields(carBrands),
    {
      name: 'screenSize',
      label: "Taille de l'écran",
      type: 'text',
      required: true,
      admin: { description: 'En pouces, par exemple 10.25".' },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^\d{1,2}(\.\d{1,2})?"$/.test(value) ? true : 'Indiquez la taille en pouces, par exemple 10.25".',
    },
    imageField,
    descriptionField,
  ],
})
