import { consoleBrands, consoleKindLabels, consoleKinds } from '@shop/domain/catalogue'

import { descriptionField, imageField, modelIdentityFields } from '../../fields/catalogue.ts'
import { catalogueCollection } from '../catalogueDefaults.ts'

export const Consoles = catalogueCollection({
  slug: 'consoles',
  labels: { singular: 'Console ou manette', plural: 'Consoles et manettes' },
  defaultColumns: ['name', 'brand', 'kind', 'year', '_status'],
  fields: [
    ...modelIdentityFields(consoleBrands),
    {
      name: 'kind',
      label: 'Type',
      type: 'select',
      required: true,
      index: true,
      options: consoleKinds.map((kind) => ({ label: consoleKindLabels[kind], value: kind })),
    },
    imageField,
    descriptionField,
  ],
})
