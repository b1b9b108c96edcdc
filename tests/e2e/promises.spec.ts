/**
 * The promises the storefront draws in the browser (tests/api/promises.test.ts reads the
 * server's HTML as staff change the data): on a page the browser draws itself and after moving
 * within the shop, the footer and the home page still word them from the delivery modes and the
 * site settings, and say nothing the data does not back.
 */
import { deliveryModes } from '@shop/seed/data/delivery-modes'
import { siteSettings } from '@shop/seed/data/site-settings'

import { expect, test } from './fixtures.ts'

const standard = deliveryModes.find((mode) => mode.code === 'standard')

test("a page drawn in the browser shows the seller's phone and the payment methods of the settings; the home page reached from it, the promises of the data", async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/panier')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByRole('link', { name: siteSettings.phone })).toHaveAttribute(
    'href',
    `tel:${siteSettings.phone.replace(/\s/g, '')}`,
  )
  const methods = footer.getByRole('list', { name: 'Moyens de paiement acceptés' })
  await expect(methods.getByRole('img', { name: 'Visa' })).toBeVisible()
  // The card alone in a new shop: no wallet is announced.
  await expect(methods.getByRole('listitem')).toHaveCount(4)
  expect(requested).toContain('/api/page-content/shop-promises')

  await page.getByRole('navigation').first().getByRole('link', { name: 'Accueil', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("La protection d'écran parfaite pour chacun de vos appareils")
  await expect(page.getByText('trouvez le film adapté à votre modèle, livré gratuitement.')).toBeVisible()
  const band = page.getByRole('region', { name: 'Nos engagements' })
  await expect(band.getByRole('heading', { level: 3 })).toHaveText([
    'Livraison offerte',
    `Garantie ${siteSettings.warrantyDays} jours`,
    'Service client réactif',
  ])
  await expect(band.getByText(`${standard?.name} gratuite, en 2 à 3 jours ouvrés, sans minimum d’achat.`)).toBeVisible()
  await expect(band.getByText(`Réponse à vos e-mails sous ${siteSettings.emailReplyDelay}.`)).toBeVisible()
})
