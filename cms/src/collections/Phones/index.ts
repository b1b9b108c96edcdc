import { descriptionField, imageField, modelIdentityFields, popularField, protectionsField } from '../../fields/catalogue.ts'
import { catalogueCollection } from '../catalogueDefaults.ts'

export const Phones = catalogueCollection({
  slug: 'phones',
  labels: { singular: 'Téléphone', plural: 'Téléphones' },
  defaultColumns: ['name', 'brand', 'year', 'popular', '_status'],
  fields: [...modelIdentityFields(), protectionsField, imageField, descriptionField, popularField],
})
