import type { Field, SelectField } from 'payload'

import { protectionIds, protectionNames } from '@shop/domain/catalogue'

import { mediaField } from './media-field.ts'
import { slugField } from './slug.ts'

/** The fields every catalogue model has, in the order the admin shows them. */
/** With a brand list the brand is a fixed choice; without one (phones) staff may type any brand. */
export function modelIdentityFields(brands?: readonly string[]): Field[] {
  return [
    { name: 'name', label: 'Nom affiché', type: 'text', required: true, index: true },
    slugField(),
    {
      type: 'row',
      fields: [
        brands
          ? {
              name: 'brand',
              label: 'Marque',
              type: 'select',
              required: true,
              index: true,
              options: brands.map((brand) => ({ label: brand, value: brand })),
            }
          : { name: 'brand', label: 'Marque', type: 'text', required: true, index: true },
        { name: 'model', label: 'Modèle', type: 'text', required: true },
        {
          name: 'year',
          label: 'Année de sortie',
          type: 'number',
          required: true,
          index: true,
          min: 2000,
          max: 2100,
          admin: { step: 1 },
        },
      ],
    },
  ]
}

export const imageField: Field = mediaField({ name: 'image', label: 'Image', kinds: ['image'], required: true })

export const descriptionField: Field = {
  name: 'description',
  label: 'Description',
  type: 'textarea',
  maxLength: 500,
}

export const popularField: Field = {
  name: 'popular',
  label: 'Modèle populaire',
  type: 'checkbox',
  defaultValue: false,
  admin: { position: 'sidebar' },
}

export const protectionsField: SelectField = {
  name: 'protections',
  label: 'Protections compatibles',
  type: 'select',
  hasMany: true,
  required: true,
  defaultValue: [...protectionIds],
  options: protectionIds.map((id) => ({ label: protectionNames[id], value: id })),
}
