import type { Field, GlobalConfig } from 'payload'

import { previewParam } from '@shop/domain/content'

import { publishedOrStaff } from '../access/publishedOrStaff.ts'
import { staffOnly } from '../access/staffOnly.ts'
import { contentVersions } from '../collections/catalogueDefaults.ts'

type ContentGlobalOptions = { slug: string; label: string; path: string; fields: Field[] }

/**
 * A service page's texts (/garantie, /livraison…): edited by staff as drafts, previewed on the
 * storefront, published now or at a date; the public reads the published version only.
 */
export function contentGlobal({ slug, label, path, fields }: ContentGlobalOptions): GlobalConfig {
  return {
    slug,
    label,
    access: { read: publishedOrStaff, update: staffOnly, readVersions: staffOnly },
    admin: { group: 'Contenu', preview: () => `${path}?${previewParam}=1` },
    fields,
    versions: contentVersions,
  }
}
