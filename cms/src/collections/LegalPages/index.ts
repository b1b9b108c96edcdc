import type { CollectionConfig } from 'payload'

import { legalPageSlugs } from '@shop/domain/catalogue'
import { isSlug } from '@shop/domain/slug'

import { draftsVersions, publicContentAccess } from '../catalogueDefaults.ts'

export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: 'Page légale', plural: 'Pages légales' },
  access: publicContentAccess,
  admin: {
    group: 'Contenu',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'lastUpdated', '_status'],
  },
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true },
    {
      name: 'slug',
      label: 'Page',
      type: 'select',
      required: true,
      unique: true,
      options: legalPageSlugs.map((slug) => ({ label: `/${slug}`, value: slug })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'lastUpdated',
      label: 'Dernière mise à jour',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    { name: 'summary', label: 'Introduction', type: 'textarea', required: true },
    {
      name: 'sections',
      label: 'Sections',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Section', plural: 'Sections' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', label: 'Titre', type: 'text', required: true },
            {
              name: 'anchor',
              label: 'Ancre (#)',
              type: 'text',
              required: true,
              validate: (value: string | null | undefined) =>
                typeof value === 'string' && isSlug(value)
                  ? true
                  : "L'ancre ne peut contenir que des minuscules, des chiffres et des tirets.",
            },
          ],
        },
        { name: 'content', label: 'Contenu', type: 'richText', required: true },
      ],
    },
  ],
  versions: draftsVersions,
}
