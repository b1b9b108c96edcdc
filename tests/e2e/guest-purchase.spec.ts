import { customerData } from '@shop/seed/factories'

import { expect, test } from './fixtures.ts'
import { clickMailedLink, mailTo } from './support/accounts.ts'
import { acceptTerms, payOnFakeStripe } from './support/checkout-page.ts'

test('a guest buys a tablet protection, sees the confirmation, and follows the order from the e-mail without typing', async ({ page }) => {
  // Four pages, the payment page and the e-mail's link.
  test.slow()
  const { firstName, lastName, email } = customerData()

  await page.goto('/tablettes')
  await page.getByRole('button', { name: 'Choisir ma protection' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Anti-espion TPU').check()
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page.getByText('Produit ajouté au panier avec succès !')).toBeVisible()
  await page
    .getByRole('button', { name: /^Panier, 1 article/ })
    .first()
    .click()
  await page.getByRole('link', { name: 'Passer commande' }).click()
  await expect(page).toHaveURL(/\/commande$/)

  const form = page.getByRole('form', { name: 'Vos coordonnées' })
  await form.getByRole('textbox', { name: 'Nom complet' }).fill(`${firstName} ${lastName}`)
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Adresse' }).fill('8 rue des Lilas')
  await form.getByRole('textbox', { name: 'Ville' }).fill('Nantes')
  await form.getByRole('textbox', { name: 'Code postal' }).fill('44000')
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click()

  // The browser suite's shop pays through the fake Stripe's hosted page, then comes back.
  await payOnFakeStripe(page)
  await expect(page.getByText('Email de confirmation envoyé')).toBeVisible()
  const orderNumber = ((await page.getByText(/Numéro de commande : MBP-\d{8}-\d{4}/).textContent()) ?? '').replace(
    /.*(MBP-\d{8}-\d{4}).*/,
    '$1',
  )
  const summary = page.getByRole('region', { name: 'Récapitulatif' })
  await expect(summary.getByText('Quantité : 1', { exact: false })).toBeVisible()
  await expect(summary.getByText('Livraison à Nantes')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Voir mes commandes' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Panier, 0 article/ }).first()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('cart_items'))).toBe('[]')
  await expect(page.getByRole('link', { name: 'Suivre ma commande' })).toHaveAttribute(
    'href',
    new RegExp(`^/suivi#commande=${orderNumber}&cle=[\\w-]{43}$`),
  )

  // The confirmation e-mail's 'Suivre ma commande' opens the order on /suivi, no e-mail typed.
  await clickMailedLink(page, await mailTo(email, orderNumber), 'Suivre ma commande')
  await expect(page).toHaveURL(new RegExp(`/suivi#commande=${orderNumber}&cle=[\\w-]{43}$`))
  const tracked = page.getByRole('article', { name: `Commande ${orderNumber}` })
  await expect(tracked.getByText('Commande reçue')).toBeVisible()
  await expect(tracked.getByText('Nantes', { exact: false })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Rechercher ma commande' })).toHaveCount(0)
})
