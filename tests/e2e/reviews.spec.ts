/**
 * Verified reviews on the pages: nothing while no customer agreed to publish one; then the
 * rating page's consent box puts the review, its true average and count, the collection policy
 * and the schema.org AggregateRating on the home and phone pages, until staff remove it.
 */
import type { Page } from '@playwright/test'

import { customerData } from '@shop/seed/factories'

import { reviewMessages } from '@shop/domain/reviews'
import { reviewPolicy, reviewRemovalReasons } from '@shop/domain/review-policy'
import { satisfactionMessages } from '@shop/domain/satisfaction'

import { expect, test } from './fixtures.ts'
import { mailTo } from './support/accounts.ts'
import { deliveredOrder, shopSql, withDashboardToken } from './support/delivered-order.ts'

// The first test needs the shop without published reviews, which the second publishes (and removes).
test.describe.configure({ mode: 'serial' })

const sectionTitle = 'Avis de nos clients'

/** The schema.org objects of the page's JSON-LD scripts. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

const published = async () =>
  (
    await shopSql<{ average: number | null; count: number }>(
      `select round(avg(satisfaction_rating), 1)::float as average, count(*)::int as count from orders
        where satisfaction_published and satisfaction_removed_at is null and satisfaction_rated_at is not null`,
    )
  )[0]

test('without a published review, the pages show no reviews section and no AggregateRating', async ({ page, request }) => {
  expect(await published()).toEqual({ average: null, count: 0 })
  for (const path of ['/', '/telephones', '/about']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: sectionTitle })).toHaveCount(0)
    await expect(page.getByText(/\b0 avis/)).toHaveCount(0)
    expect(JSON.stringify(await structuredData(page))).not.toContain('AggregateRating')
    const html = await (await request.get(path)).text()
    expect(html).not.toContain('AggregateRating')
    expect(html).not.toContain(sectionTitle)
  }
})

test('the rating page’s consent box publishes the review on /, /telephones and /about, with the policy, until staff remove it', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow()
  const { email } = customerData()
  const order = await deliveredOrder(baseURL ?? '', email, 8)
  const mail = await mailTo(email, `Votre avis sur la commande ${order.orderNumber}`)
  const link = new URL(/5 étoiles : (\S+)/.exec(mail.text)?.[1] as string)
  const comment = `Film invisible, pose en deux minutes (${Date.now()}).`

  await page.goto(link.pathname + link.search)
  await expect(page.getByText(satisfactionMessages.thanks(order.orderNumber, 5))).toBeVisible()
  await page.getByRole('textbox', { name: 'Un commentaire ? (facultatif)' }).fill(comment)
  const consent = page.getByRole('checkbox', { name: reviewMessages.publishLabel })
  await expect(consent).not.toBeChecked()
  await consent.check()
  await page.getByRole('button', { name: 'Envoyer mon commentaire' }).click()
  await expect(page.getByText(satisfactionMessages.commentPublished)).toBeVisible()

  const truth = await published()
  expect(truth?.count).toBeGreaterThan(0)
  const average = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(truth?.average))
  const { keptMonths } = (await (await request.get('/api/reviews')).json()) as { keptMonths: number }

  for (const path of ['/', '/telephones', '/about']) {
    await page.goto(path)
    const section = page.getByRole('region', { name: sectionTitle })
    await expect(section.getByText(`${average} sur 5`)).toBeVisible()
    await expect(section.getByText(`${truth?.count} avis vérifié`)).toBeVisible()
    const review = section.getByRole('figure').filter({ hasText: comment })
    await expect(review.getByRole('img', { name: 'Note : 5 sur 5' })).toBeVisible()
    await expect(review.getByText('Camille M.')).toBeVisible()
    await expect(section.getByText('Martin')).toHaveCount(0)
    for (const line of reviewPolicy(keptMonths)) await expect(section.getByText(line)).toBeVisible()

    const store = (await structuredData(page)).find((item) => 'aggregateRating' in item) as
      | { aggregateRating: { ratingValue: number; reviewCount: number }; review: { author: { name: string }; reviewBody?: string }[] }
      | undefined
    expect(store?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: truth?.average, reviewCount: truth?.count })
    expect(store?.review).toContainEqual(
      expect.objectContaining({ author: { '@type': 'Person', name: 'Camille M.' }, reviewBody: comment }),
    )
    // In the server's HTML too: the page data carries the reviews.
    expect(await (await request.get(path)).text()).toContain(comment)
  }

  await withDashboardToken(page)
  await page.goto('/dashboard')
  await page.getByRole('tab', { name: 'Commandes' }).click()
  await page.getByRole('searchbox', { name: 'Rechercher (numéro, e-mail, nom)' }).fill(order.orderNumber)
  await page.getByRole('row').filter({ hasText: order.orderNumber }).getByRole('button', { name: order.orderNumber }).click()
  const detail = page.getByRole('dialog', { name: `Commande ${order.orderNumber}` })
  await expect(detail.getByText('Publié sur le site (prénom et initiale)')).toBeVisible()
  await detail.getByRole('button', { name: 'Retirer l’avis' }).click()
  await detail.getByRole('combobox', { name: 'Motif du retrait' }).selectOption({ label: reviewRemovalReasons.unrelated })
  await detail.getByRole('button', { name: 'Retirer du site' }).click()
  await expect(detail.getByText(new RegExp(`Retiré du site le .* : ${reviewRemovalReasons.unrelated}`))).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(comment)).toHaveCount(0)
})
