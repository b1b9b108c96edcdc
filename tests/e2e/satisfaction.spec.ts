import { customerData } from '@shop/seed/factories'

import { satisfactionMessages } from '@shop/domain/satisfaction'

import { expect, test } from './fixtures.ts'
import { mailTo } from './support/accounts.ts'
import { deliveredOrder, shopSql, withDashboardToken } from './support/delivered-order.ts'

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

test('the e-mail’s 4-star link records the rating, a comment follows, and the dashboard shows both', async ({ page, baseURL }) => {
  test.slow()
  const { email } = customerData()
  const order = await deliveredOrder(baseURL ?? '', email, 8)
  const mail = await mailTo(email, `Votre avis sur la commande ${order.orderNumber}`)
  const fourStars = /4 étoiles : (\S+)/.exec(mail.text)?.[1]
  expect(fourStars).toBeDefined()

  const link = new URL(fourStars as string)
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { name: 'Votre avis sur votre commande', level: 1 })).toBeVisible()
  await expect(page.getByText(satisfactionMessages.thanks(order.orderNumber, 4))).toBeVisible()
  await expect(page.getByRole('img', { name: '4 sur 5' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Un commentaire ? (facultatif)' }).fill('Film posé sans bulle, très bon rapport qualité-prix.')
  await page.getByRole('button', { name: 'Envoyer mon commentaire' }).click()
  await expect(page.getByText(satisfactionMessages.commentSaved)).toBeVisible()

  // The overview's figure is every rating of the last 30 days: the other suites' count too.
  const [expected] = await shopSql<{ average: string; count: number }>(
    `select round(avg(satisfaction_rating), 1)::float as average, count(*)::int as count from orders
      where satisfaction_rated_at >= ((now() at time zone 'Europe/Paris')::date - 29)::timestamp at time zone 'Europe/Paris'`,
  )
  await withDashboardToken(page)
  await page.goto('/dashboard')
  const card = page.getByRole('term').filter({ hasText: 'Satisfaction (30 jours)' }).locator('..')
  await expect(card.getByText(`${oneDecimal.format(Number(expected?.average))}/5`)).toBeVisible()
  await expect(card.getByText(`${expected?.count} avis`)).toBeVisible()

  await page.getByRole('tab', { name: 'Commandes' }).click()
  await page.getByRole('searchbox', { name: 'Rechercher (numéro, e-mail, nom)' }).fill(order.orderNumber)
  const row = page.getByRole('row').filter({ hasText: order.orderNumber })
  await expect(row.getByRole('cell', { name: '4/5' })).toBeVisible()
  await row.getByRole('button', { name: order.orderNumber }).click()
  const detail = page.getByRole('dialog', { name: `Commande ${order.orderNumber}` })
  await expect(detail.getByText('« Film posé sans bulle, très bon rapport qualité-prix. »')).toBeVisible()
})
