import { expect, test } from './fixtures.ts'
import { createCustomer, mailTo, signInThroughStorage } from './support/accounts.ts'
import { acceptTerms, addTeslaToCart, payOnFakeStripe } from './support/checkout-page.ts'

test('a purchase goes from a category page through the payment page to /success, then is cancelled, refunded and tracked', async ({
  page,
}) => {
  // Seven pages, a payment, a cancellation and a refund: up to 54 s on a shared 2-core machine.
  test.slow()
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)

  await addTeslaToCart(page)
  await expect(page.getByRole('heading', { name: 'Finaliser votre commande', level: 1 })).toBeVisible()
  await expect(page.getByTestId('cart-total')).toHaveText('20,00 €')
  await expect(page.getByTestId('cart-vat')).toContainText('3,33 €')

  const form = page.getByRole('form', { name: 'Vos coordonnées' })
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email)
  await form.getByRole('textbox', { name: 'Adresse' }).fill('12 rue de la Loi')
  await form.getByRole('textbox', { name: 'Ville' }).fill('Lyon')
  await form.getByRole('textbox', { name: 'Code postal' }).fill('69003')
  await form.getByRole('textbox', { name: 'Notes de commande' }).fill('Code porte 1234')
  await expect(form.getByText('15/500')).toBeVisible()
  const order = page.getByRole('button', { name: 'Commander avec obligation de paiement' })
  await order.click()
  await expect(page.getByText('Veuillez accepter les conditions générales de vente et les conditions de rétractation.')).toBeVisible()
  await acceptTerms(page)
  await order.click()

  // The fake Stripe's hosted page, then back to the shop.
  await payOnFakeStripe(page)
  await expect(page.getByText('Email de confirmation envoyé')).toBeVisible()
  // The standard mode, not chosen but charged: free, in 2 to 3 working days.
  await expect(page.getByText(/^Livraison estimée entre le \w+ \d+(er)? \S+ et le \w+ \d+(er)? \S+\.$/)).toBeVisible()
  const orderNumber = ((await page.getByText(/Numéro de commande : MBP-\d{8}-\d{4}/).textContent()) ?? '').replace(
    /.*(MBP-\d{8}-\d{4}).*/,
    '$1',
  )
  expect(await page.evaluate(() => localStorage.getItem('cart_items'))).toBe('[]')
  const confirmation = await mailTo(customer.email, orderNumber)
  expect(confirmation.text).toContain('Tesla Model 3')

  await page.getByRole('link', { name: 'Voir mes commandes' }).click()
  await expect(page.getByRole('heading', { name: 'Mes Commandes' })).toBeVisible()
  const card = page.getByRole('article', { name: `Commande ${orderNumber}` })
  await expect(card.getByText('Confirmée')).toBeVisible()
  await expect(card.getByText('Total : 20,00 €')).toBeVisible()
  await card.getByRole('button', { name: 'Annuler la commande' }).click()
  await page.getByRole('alertdialog', { name: 'Annuler la commande ?' }).getByRole('button', { name: "Confirmer l'annulation" }).click()
  await expect(card.getByText('Remboursée')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Annuler la commande' })).toHaveCount(0)
  await mailTo(customer.email, 'Annulation')

  await page.goto(`/suivi?order=${orderNumber}`)
  const search = page.getByRole('form', { name: 'Rechercher ma commande' })
  await expect(search.getByRole('textbox', { name: 'Numéro de commande' })).toHaveValue(orderNumber)
  await search.getByRole('textbox', { name: 'Email' }).fill('quelqu.un@example.fr')
  await search.getByRole('button', { name: 'Suivre ma commande' }).click()
  await expect(page.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible()
  await page.getByRole('button', { name: 'Réessayer' }).click()
  await search.getByRole('textbox', { name: 'Email' }).fill(customer.email)
  await search.getByRole('button', { name: 'Suivre ma commande' }).click()
  const tracked = page.getByRole('article', { name: `Commande ${orderNumber}` })
  await expect(tracked.getByText('Remboursée').first()).toBeVisible()
  await expect(tracked.getByText('Commande reçue')).toBeVisible()
})

test('/success claims no payment the shop has not seen paid', async ({ page }) => {
  await page.goto('/success?session_id=cs_test_anything&order_id=1')
  await expect(page.getByRole('heading', { name: 'Retour de la page de paiement', level: 1 })).toBeVisible()
  await expect(
    page.getByText(
      "Nous n'avons pas la confirmation de ce paiement. S'il a abouti, vous recevrez l'e-mail de confirmation de votre commande ; sinon, votre panier vous attend.",
    ),
  ).toBeVisible()
  await expect(page.getByText('Votre paiement a bien été reçu.')).toHaveCount(0)
  await expect(page.getByText(/Numéro de commande/)).toHaveCount(0)
  await expect(page).toHaveTitle(/Retour du paiement/)
})
