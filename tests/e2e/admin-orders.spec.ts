import { customerData } from '@shop/seed/factories'

import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { expect, test } from './fixtures.ts'
import { api, staffToken } from './support/accounts.ts'

test('staff follow an order in the admin: found in the list, with its lines, its status history and a status they cannot set there', async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const placed = await api('POST', '/api/create-payment', carCheckoutBody(base, await firstCarSlug(base), customerData().email))
  expect(placed.status).toBe(200)
  const orderNumber = placed.body.orderNumber as string

  await context.addCookies([{ name: 'payload-token', value: await staffToken(), url: base }])
  await page.goto(`/admin/collections/orders?search=${orderNumber}`)
  await page.getByRole('link', { name: orderNumber }).first().click()
  await expect(page.getByText('Historique des statuts').first()).toBeVisible()
  await expect(page.getByText('Articles').first()).toBeVisible()
  await expect(page.locator('input[name="orderNumber"]')).toHaveValue(orderNumber)
  // The status is the dashboard's to move, with its refund and e-mails: read-only here.
  await expect(page.getByText('Le statut se change dans le tableau de bord (/dashboard)')).toBeVisible()
  await expect(page.locator('#field-status .rs__control--is-disabled')).toBeVisible()
})
