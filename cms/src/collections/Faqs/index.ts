import type { CollectionConfig } from 'payload'

import { faqCategories } from '@shop/domain/catalogue'
import { faqPages, previewParam } from '@shop/domain/content-pages'
import { settingsPlaceholders } from '@shop/domain/settings-mentions'

import { invalidatesCatalogue } from '../../catalogue-reads/invalidation.ts'
import { contentVersions, publicContentAccess } from '../catalogueDefaults.ts'
import { showsSettingsMentions } from '../settings-mentions-text.ts'

const onFaqPage = (data: { page?: string | null } | undefined) => (data?.page ?? 'faq') === 'faq'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Question (FAQ)', plural: 'FAQ' },
  access: publicContentAccess,
  admin: {
    group: 'Contenu',
    useAsTitle: 'question',
    defaultColumns: ['question', 'page', 'category', 'position', '_status'],
    listSearchableFields: ['question', 'answer'],
    preview: (doc) => {
      const page = faqPages.find(({ value }) => value === doc.page) ?? faqPages[0]
      return `${page.path}?${previewParam}=1`
    },
  },
  defaultSort: 'position',
  // The server renders the service pages with their questions: a save drops them from its cache.
  hooks: invalidatesCatalogue('content'),
  fields: [
    { name: 'question', label: 'Question', type: 'text', required: true, maxLength: 300 },
    {
      name: 'answer',
      label: 'Réponse',
      type: 'textarea',
      required: true,
      maxLength: 3000,
      hooks: { afterRead: [showsSettingsMentions] },
      admin: {
        description: `${Object.values(settingsPlaceholders).join(', ')} sont remplacés, pour les visiteurs, par les valeurs des paramètres du site.`,
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'page',
          label: 'Page',
          type: 'select',
          required: true,
          defaultValue: 'faq',
          index: true,
          options: faqPages.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'category',
          label: 'Catégorie',
          type: 'select',
          index: true,
          options: faqCategories.map(({ value, label }) => ({ value, label })),
          admin: { condition: (data) => onFaqPage(data), description: 'Onglet de la page FAQ.' },
          validate: (value: unknown, { data }: { data: Partial<{ page: string | null }> }) =>
            !onFaqPage(data) || (typeof value === 'string' && value !== '') ? true : 'Choisissez la catégorie de la page FAQ.',
        },
        {
          name: 'position',
          label: 'Ordre',
          type: 'number',
          required: true,
          defaultValue: 0,
          index: true,
          admin: { step: 1 },
        },
      ],
    },
  ],
  versions: contentVersions,
}
