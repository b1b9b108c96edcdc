import type { GlobalConfig } from 'payload'

import { previewParam } from '@shop/domain/content-pages'

import { publishedOrStaff } from '../access/publishedOrStaff.ts'
import { staffOnly } from '../access/staffOnly.ts'
import { globalInvalidatesCatalogue } from '../catalogue-reads/invalidation.ts'
import { contentVersions } from '../collections/catalogueDefaults.ts'

type ContentGlobalOptions = Pick<GlobalConfig, 'slug' | 'label' | 'dbName' | 'fields'> & { path: string }

/**
 * A service page's texts (/garantie, /livraison…): edited by staff as drafts, previewed on the
 * storefront, published now or at a date; the public reads the published version only.
 */
export function contentGlobal({ slug, label, dbName, path, fields }: ContentGlobalOptions): GlobalConfig {
  return {
    slug,
    label,
    dbName,
    access: { read: publishedOrStaff, update: staffOnly, readVersions: staffOnly },
    admin: { group: 'Contenu', preview: () => `${path}?${previewParam}=1` },
    fields,
    versions: contentVersions,
    // The server renders some pages with these texts: a save drops them from its cache.
    hooks: { afterChange: globalInvalidatesCatalogue('content') },
  }
}
