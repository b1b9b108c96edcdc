import { expect, test } from './fixtures.ts'
import { api } from './support/accounts.ts'

async function publishedPhone(): Promise<{ slug: string; name: string }> {
  const res = await api('GET', '/api/phones?limit=1&depth=0&sort=name&where[_status][equals]=published&select[slug]=true&select[name]=true')
  return res.body.docs[0]
}

test('the drawer shows the server prices, never the stored ones, and edits the cart', async ({ page }) => {
  const phone = await publishedPhone()
  const stored = [
    {
      id: `${phone.slug}-blue-light-integral`,
      name: 'Nom gardé par le navigateur',
      price: 0.01,
      quantity: 2,
      category: 'telephone',
      productId: phone.slug,
      protection: 'blue-light',
      back: 'integral',
    },
    { id: 'ancienne-ligne', name: 'Article d’un ancien panier', price: 9.99, quantity: 1 },
  ]
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    localStorage.setItem('cart_items', JSON.stringify(items))
  }, stored)
  await page.goto('/')
  await page
    .getByRole('button', { name: /^Panier, 3 articles/ })
    .first()
    .click()

  const drawer = page.getByRole('dialog')
  await expect(drawer).toHaveAccessibleName('Panier (3)')
  await expect(drawer.getByText(`${phone.name} - Blue Light TPU - Protection arrière intégrale`)).toBeVisible()
  await expect(drawer.getByTestId('cart-line-total').first()).toHaveText('50,00 €')
  await expect(drawer.getByText("Ce produit n'est plus disponible")).toBeVisible()
  await expect(drawer.getByTestId('cart-total')).toHaveText('50,00 €')

  await drawer.getByRole('button', { name: 'Ajouter un exemplaire de Nom gardé par le navigateur' }).click()
  await expect(drawer).toHaveAccessibleName('Panier (4)')
  await expect(drawer.getByTestId('cart-total')).toHaveText('75,00 €')
  await drawer.getByRole('button', { name: 'Supprimer Article d’un ancien panier du panier' }).click()
  await expect(drawer).toHaveAccessibleName('Panier (3)')
  const saved = await page.evaluate(() => [localStorage.getItem('cart_items'), localStorage.getItem('cart')])
  expect(JSON.parse(saved[0] as string)).toHaveLength(1)
  expect(saved[1]).toBe(saved[0])

  await drawer.getByRole('button', { name: 'Continuer mes achats' }).click()
  await expect(drawer).toBeHidden()
  await page
    .getByRole('button', { name: /^Panier, 3 articles/ })
    .first()
    .click()
  await page.getByRole('link', { name: 'Passer commande' }).click()
  await expect(page).toHaveURL(/\/commande$/)
  await expect(page.getByText('75,00 €').last()).toBeVisible()
})

test('an empty cart says so', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('button', { name: /^Panier, 0 article/ })
    .first()
    .click()
  const drawer = page.getByRole('dialog', { name: 'Panier (0)' })
  await expect(drawer.getByText('Votre panier est vide')).toBeVisible()
  await drawer.getByRole('button', { name: 'Continuer mes achats' }).click()
  await expect(drawer).toBeHidden()
})
