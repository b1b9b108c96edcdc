import type { CollectionConfig } from 'payload'

import { legalPageSlugs } from '@shop/domain/catalogue'
import { previewParam } from '@shop/domain/content-pages'
import { isSlug } from '@shop/domain/slug'

import { invalidatesCatalogue } from '../../catalogue-reads/invalidation.ts'
import { contentVersions, publicContentAccess } from '../catalogueDefaults.ts'
import { sectionHtml } from './hooks/richTextToHtml.ts'

export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: 'Page légale', plural: 'Pages légales' },
  access: publicContentAccess,
  admin: {
    group: 'Contenu',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'version', 'lastUpdated', '_status'],
    preview: (doc) => `/${String(doc.slug)}?${previewParam}=1`,
  },
  // The server renders the legal pages with their text: a save drops them from its cache.
  hooks: invalidatesCatalogue('content'),
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
    {
      name: 'version',
      label: 'Version',
      type: 'text',
      maxLength: 20,
      admin: { position: 'sidebar', description: 'Affichée sous le titre (ex. 2.0) ; laissez vide pour ne pas en afficher.' },
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
        // What the storefront renders: the rich text converted on each read, so that the shop
        // ships no editor code and the HTML can carry no script.
        { name: 'html', type: 'text', virtual: true, admin: { hidden: true }, hooks: { afterRead: [sectionHtml] } },
      ],
    },
  ],
  // Every publication kept: an order's e-mails carry the terms of sale it was accepted on.
  versions: { ...contentVersions, maxPerDoc: 0 },
}
