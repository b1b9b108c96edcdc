import { tabletBrands } from '@shop/domain/catalogue'

import { descriptionField, imageField, modelIdentityFields, popularField, protectionsField } from '../../fields/catalogue.ts'
import { catalogueCollection } from '../catalogueDefaults.ts'

export const Tablets = catalogueCollection({
  slug: 'tablets',
  labels: { singular: 'Tablette', plural: 'Tablettes' },
  defaultColumns: ['name', 'brand', 'year', '_status'],
  fields: [...modelIdentityFields(tabletBrands), protectionsField, imageField, descriptionField, popularField],
})
