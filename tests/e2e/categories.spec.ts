import { catalogueCollections, type CatalogueCollection } from '@shop/domain/catalogue'

import { expect, test } from './fixtures.ts'

/** The console page opens on its Consoles tab. */
const pageFilter: Partial<Record<CatalogueCollection, string>> = { consoles: '&where[kind][equals]=console' }

for (const [collection, { label, path }] of Object.entries(catalogueCollections)) {
  test(`${path} shows the ${label.toLowerCase()} of the catalogue, as Payload holds them`, async ({ page, request }) => {
    const filter = pageFilter[collection as CatalogueCollection] ?? ''
    const api = await request.get(`/api/${collection}?limit=20&depth=0&sort=-year,name&where[_status][equals]=published${filter}`)
    const { docs, totalDocs } = (await api.json()) as { docs: { name: string }[]; totalDocs: number }
    expect(totalDocs).toBeGreaterThan(0)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(`${totalDocs} modèles disponibles`)).toBeVisible()
    for (const doc of docs.slice(0, 3)) {
      await expect(page.getByRole('heading', { name: doc.name, exact: true })).toBeVisible()
    }
  })
}

test('the console page switches between consoles and controllers, and filters by brand chips', async ({ page }) => {
  await page.goto('/consoles')
  const brands = page.getByRole('group', { name: 'Marque' })
  await brands.getByRole('button', { name: 'PlayStation', exact: true }).click()
  await expect(brands.getByRole('button', { name: 'PlayStation', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/marque=PlayStation/)
  await expect(page.locator('main article').first()).toContainText('PlayStation')
  await brands.getByRole('button', { name: 'Toutes les marques' }).click()
  await expect(page.getByRole('button', { name: 'Consoles', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Manettes' }).click()
  await expect(page).toHaveURL(/type=controller/)
  await expect(page.locator('main article').first()).toContainText('Manette')
})

test('the car page sorts by screen size and clears its search', async ({ page }) => {
  await page.goto('/ecrans-auto')
  await page.getByLabel('Trier par').selectOption({ label: "Taille d'écran" })
  const first = await (await fetch(`${process.env.TEST_BASE_URL}/api/catalogue/car-models?sort=screen-size&limit=1`)).json()
  await expect(page.locator('main article').first()).toContainText(first.docs[0].name)
  await page.getByLabel('Rechercher un modèle').fill('Tesla')
  await expect(page.locator('main article').first()).toContainText('Tesla')
  await page.getByRole('button', { name: 'Effacer la recherche' }).click()
  await expect(page.getByLabel('Rechercher un modèle')).toHaveValue('')
  await expect(page).not.toHaveURL(/recherche=/)
})

const emptyTexts: Record<string, string> = {
  '/telephones': 'Aucun modèle trouvé',
  '/tablettes': 'Aucune tablette trouvée',
  '/montres-connectees': 'Aucune montre trouvée',
  '/consoles': 'Aucun produit trouvé',
  '/ordinateurs': 'Aucun modèle trouvé',
  '/ecrans-auto': 'Aucun modèle trouvé',
}

for (const [path, text] of Object.entries(emptyTexts)) {
  test(`${path} says « ${text} » when nothing matches, and resets`, async ({ page }) => {
    await page.goto(`${path}?recherche=zzzz-introuvable`)
    await expect(page.getByText(text, { exact: true })).toBeVisible()
    await expect(page.getByText('Essayez de modifier vos filtres')).toBeVisible()
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click()
    await expect(page.locator('main article').first()).toBeVisible()
    await expect(page).not.toHaveURL(/recherche=/)
  })
}
