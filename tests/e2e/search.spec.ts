import { expect, test } from './fixtures.ts'

test('the overlay searches the whole catalogue: compact forms, typos, categories, recent searches', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: /Rechercher votre modèle/ }).click()
  const overlay = page.getByRole('dialog', { name: 'Rechercher' })
  const input = overlay.getByRole('searchbox')
  await expect(input).toBeFocused()
  await expect(overlay.getByRole('heading', { name: 'Recherches populaires' })).toBeVisible()
  await expect(overlay.getByRole('button', { name: 'Galaxy S24' })).toBeVisible()

  await input.fill('iphone15')
  const first = overlay.getByRole('link').first()
  await expect(first).toContainText('iPhone 15')
  await input.fill('Galxy S24')
  await expect(overlay.getByRole('link', { name: /Samsung Galaxy S24/ }).first()).toBeVisible()

  await input.fill('Galaxy')
  await overlay.getByRole('button', { name: 'Tablettes', exact: true }).click()
  await expect(overlay.getByRole('button', { name: 'Tablettes', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(overlay.getByRole('link', { name: /Galaxy Tab/ }).first()).toBeVisible()
  await expect(overlay.getByRole('link', { name: /Galaxy S24/ })).toHaveCount(0)

  await input.fill('zzqqxxww')
  await expect(overlay.getByText('Aucun résultat trouvé')).toBeVisible()

  await overlay.getByRole('button', { name: 'Tout', exact: true }).click()
  await input.fill('iPhone 15 Pro Max')
  await overlay
    .getByRole('link', { name: /Apple iPhone 15 Pro Max/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/telephones\/apple-iphone-15-pro-max$/)
  await expect(overlay).toBeHidden()

  await page.getByRole('button', { name: 'Rechercher', exact: true }).click()
  await expect(overlay.getByRole('heading', { name: 'Recherches récentes' })).toBeVisible()
  await overlay.getByRole('button', { name: 'iPhone 15 Pro Max' }).click()
  await expect(input).toHaveValue('iPhone 15 Pro Max')
  expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBe('["iPhone 15 Pro Max"]')
})

test('a tablet found opens its category filtered to that model; a broken picture shows the placeholder', async ({ page }) => {
  await page.route('**/api/media/file/**', (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/')
  await page.getByRole('button', { name: /Rechercher votre modèle/ }).click()
  const overlay = page.getByRole('dialog', { name: 'Rechercher' })
  await overlay.getByRole('searchbox').fill('galxy tab s9 fe+')
  const result = overlay.getByRole('link', { name: /Samsung Galaxy Tab S9 FE\+/ }).first()
  await expect(result.getByTestId('result-placeholder')).toBeVisible()
  await result.click()
  await expect(page).toHaveURL(/\/tablettes\?recherche=Samsung\+Galaxy\+Tab\+S9\+FE%2B$/)
  await expect(page.getByLabel('Rechercher un modèle')).toHaveValue('Samsung Galaxy Tab S9 FE+')
  await expect(page.locator('main article')).toHaveCount(1)
  await expect(page.locator('main article')).toContainText('Samsung Galaxy Tab S9 FE+')
})
