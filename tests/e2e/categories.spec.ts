import { catalogueCollections, type CatalogueCollection } from '@shop/domain/catalogue'

import { expect, test } from './fixtures.ts'

for (const [collection, { label, path }] of Object.entries(catalogueCollections)) {
  test(`${path} shows the ${label.toLowerCase()} of the catalogue`, async ({ page, request }) => {
    const api = await request.get(`/api/${collection as CatalogueCollection}?limit=20&depth=0&sort=-year,name`)
    const { docs, totalDocs } = (await api.json()) as { docs: { name: string }[]; totalDocs: number }
    expect(totalDocs).toBeGreaterThan(0)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(`${totalDocs} modèles`)).toBeVisible()
    for (const doc of docs.slice(0, 3)) {
      await expect(page.getByRole('heading', { name: doc.name, exact: true })).toBeVisible()
    }
  })
}
