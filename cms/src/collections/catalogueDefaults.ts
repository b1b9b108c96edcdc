import type { CollectionConfig } from 'payload'

import type { CatalogueCollection } from '@shop/domain/catalogue'

import { publishedOrStaff } from '../access/publishedOrStaff.ts'
import { staffOnly } from '../access/staffOnly.ts'
import { invalidatesCatalogue } from '../catalogue-reads/invalidation.ts'

/** Access, admin grouping and drafts shared by the public catalogue and content collections. */
export const publicContentAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
  readVersions: staffOnly,
}

const draftsVersions: CollectionConfig['versions'] = {
  drafts: true,
  maxPerDoc: 20,
}

/**
 * Texts of the service and legal pages: drafts as for the catalogue, plus publishing (or
 * unpublishing) at a date, which the publication queue runs on time (jobs/job-queues.ts).
 */
export const contentVersions = {
  drafts: { schedulePublish: true },
  maxPerDoc: 20,
} satisfies CollectionConfig['versions']

const catalogueAdmin = (defaultColumns: string[]): CollectionConfig['admin'] => ({
  group: 'Catalogue',
  useAsTitle: 'name',
  defaultColumns,
  listSearchableFields: ['name', 'model', 'slug'],
  pagination: { defaultLimit: 50 },
})

type CatalogueOptions = Pick<CollectionConfig, 'labels' | 'fields'> & { slug: CatalogueCollection; defaultColumns: string[] }

/**
 * A catalogue collection: public when published, edited by staff, newest models first; every
 * write refreshes the storefront's catalogue cache on all instances.
 */
export function catalogueCollection({ slug, labels, fields, defaultColumns }: CatalogueOptions): CollectionConfig {
  return {
    slug,
    labels,
    access: publicContentAccess,
    admin: catalogueAdmin(defaultColumns),
    defaultSort: '-year',
    fields,
    hooks: invalidatesCatalogue(slug),
    versions: draftsVersions,
  }
}
