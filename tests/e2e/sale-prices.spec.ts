import { formatDate } from '@shop/domain/dates'
import { formatCents } from '@shop/domain/money'
import { saleMessages } from '@shop/domain/sales'
import { phoneData } from '@shop/seed/factories'

import { expect, test } from './fixtures.ts'
import { createCustomer, signInThroughStorage, staffRest } from './support/accounts.ts'

const dayMs = 24 * 60 * 60 * 1000

/** A phone of its own (HD TPU 15 €, anti-spy 20 €), so that a test's sales reduce no other test's prices. */
async function phoneOfItsOwn(): Promise<{ id: number; slug: string; name: string }> {
  const media = (await staffRest('GET', '/api/media?limit=1&depth=0&where[mimeType][like]=image')) as { docs: { id: number }[] }
  const created = (await staffRest('POST', '/api/phones', {
    ...phoneData(),
    protections: ['hd-tpu', 'anti-spy'],
    image: media.docs[0]?.id,
    _status: 'published',
  })) as { doc: { id: number; slug: string; name: string } }
  return created.doc
}

test('a sale shows its price, the crossed-out reference and its mention, and the cart is charged the sale price', async ({ page }) => {
  const phone = await phoneOfItsOwn()
  const endsAt = new Date(Date.now() + 10 * dayMs).toISOString()
  await staffRest('POST', '/api/sales', {
    name: 'Soldes du test',
    percent: 20,
    target: 'model',
    model: { relationTo: 'phones', value: phone.id },
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt,
  })

  // Nothing was sold below the table's prices in the 30 days: they are the references.
  await page.goto(`/telephones/${phone.slug}`)
  const prices = page.getByRole('list').filter({ hasText: 'Hydrogel HD TPU' })
  await expect(prices.getByRole('listitem').filter({ hasText: 'Hydrogel HD TPU' })).toHaveText(
    `Hydrogel HD TPUau lieu de ${formatCents(1500)}${formatCents(1200)}`,
  )
  await expect(prices.getByRole('listitem').filter({ hasText: 'Anti-espion TPU' })).toHaveText(
    `Anti-espion TPUau lieu de ${formatCents(2000)}${formatCents(1600)}`,
  )
  const notice = page.getByRole('note')
  await expect(notice).toContainText(`Promotion : jusqu’à −20 % jusqu’au ${formatDate(endsAt)}`)
  await expect(notice).toContainText(saleMessages.referenceNotice)
  const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) as string)
  expect(product.offers).toMatchObject({ lowPrice: '12.00', highPrice: '16.00', priceValidUntil: endsAt.slice(0, 10) })

  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  await page.reload()
  await page.getByRole('button', { name: 'Choisir ma protection' }).click()
  const dialog = page.getByRole('dialog', { name: `Protection ${phone.name}` })
  await expect(dialog.getByRole('note')).toContainText(saleMessages.referenceNotice)
  await dialog.getByLabel('Hydrogel HD TPU').check()
  await expect(dialog.locator('label').filter({ hasText: 'Hydrogel HD TPU' })).toContainText(
    `au lieu de ${formatCents(1500)}${formatCents(1200)}`,
  )
  await expect(dialog.getByTestId('configuration-total')).toHaveText(formatCents(1200))
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(dialog).toBeHidden()

  // The server's quote at /commande charges the sale price.
  await page.goto('/commande')
  await expect(page.getByTestId('cart-total')).toHaveText(formatCents(1200))
})

test('a sale after an earlier one of the 30 days announces its reduction from the crossed-out reference (L112-1-1)', async ({ page }) => {
  const phone = await phoneOfItsOwn()
  const sale = (percent: number) => ({
    name: `Soldes à ${percent} %`,
    percent,
    target: 'model',
    model: { relationTo: 'phones', value: phone.id },
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 10 * dayMs).toISOString(),
  })
  // −10 % for a moment (13,50 € and 18 €), back to the table's prices, then −20 % (12 € and 16 €).
  const earlier = (await staffRest('POST', '/api/sales', sale(10))) as { doc: { id: number } }
  await staffRest('PATCH', `/api/sales/${earlier.doc.id}`, { active: false })
  await staffRest('POST', '/api/sales', sale(20))

  await page.goto(`/telephones/${phone.slug}`)
  const prices = page.getByRole('list').filter({ hasText: 'Hydrogel HD TPU' })
  await expect(prices.getByRole('listitem').filter({ hasText: 'Hydrogel HD TPU' })).toHaveText(
    `Hydrogel HD TPUau lieu de ${formatCents(1350)}${formatCents(1200)}`,
  )
  // 12 € against 13,50 € (and 16 € against 18 €) is 11 % off what is crossed out, not the sale's 20 %.
  await expect(page.getByRole('note')).toContainText('Promotion : jusqu’à −11 %')
})
