import { describe, expect, it } from 'vitest'

import { catalogueCollections, catalogueCollectionSlugs } from './catalogue.ts'
import { catalogueQuerySchema } from './catalogue-reads.ts'
import { pageDataNeeds } from './page-data.ts'
import { pageQueryKey, pageRead } from './page-queries.ts'
import { prerenderedPaths } from './paths.ts'

describe('page data', () => {
  it("gives each answer of a page its own cache entry (one would overwrite the other's)", () => {
    for (const path of [...prerenderedPaths, '/telephones/apple-iphone-15']) {
      const keys = pageDataNeeds(path).map((need) => JSON.stringify(pageQueryKey(need)))
      expect(new Set(keys).size, path).toBe(keys.length)
    }
  })

  it("renders a category's first screen as the list endpoint answers it with nothing in the address", () => {
    for (const collection of catalogueCollectionSlugs) {
      const [list] = pageDataNeeds(catalogueCollections[collection].path)
      expect(list?.kind).toBe('list')
      if (list?.kind !== 'list') continue
      expect(catalogueQuerySchema.parse(pageRead(list).query)).toEqual({
        page: 1,
        limit: 20,
        sort: 'recent',
        kind: collection === 'consoles' ? 'console' : undefined,
      })
    }
  })

  it('reads what a visitor sees, never the drafts', () => {
    for (const path of prerenderedPaths) {
      for (const need of pageDataNeeds(path)) if ('preview' in need) expect(need.preview, `${path} ${need.kind}`).toBe(false)
    }
  })
})
