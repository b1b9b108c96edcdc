import type { FieldHook, TextField } from 'payload'

import { isSlug, slugify } from '@shop/domain/slug'

/** A slug typed by staff is kept; an empty one is made from the `name` field. */
const slugFromName: FieldHook = ({ value, data }) => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  const name = data?.name
  return typeof name === 'string' ? slugify(name) : value
}

export function slugField(sourceLabel = 'nom'): TextField {
  return {
    name: 'slug',
    label: 'Slug (URL)',
    type: 'text',
    unique: true,
    index: true,
    required: true,
    admin: {
      position: 'sidebar',
      description: `Laissez vide pour le générer à partir du ${sourceLabel}.`,
    },
    hooks: { beforeValidate: [slugFromName] },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && isSlug(value) ? true : 'Le slug ne peut contenir que des minuscules, des chiffres et des tirets.',
  }
}
