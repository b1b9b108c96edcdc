import { customerData } from '@shop/seed/factories'

import { expect, test } from './fixtures.ts'
import { api, mailTo, staffToken } from './support/accounts.ts'

/** A subscriber as the double opt-in leaves one: signed up, then the e-mailed link opened. */
async function confirmedSubscriber(): Promise<string> {
  const { email } = customerData()
  expect((await api('POST', '/api/forms/newsletter', { email, consent: true })).status).toBe(201)
  const token = decodeURIComponent(/\/newsletter\/confirmation\?token=(\S+)/.exec((await mailTo(email, 'Confirmez')).text)?.[1] ?? '')
  expect((await api('POST', '/api/newsletter/confirm', { token })).status).toBe(200)
  return email
}

test('staff write a newsletter in the admin and schedule it; it reaches subscribers, then shows as sent and read-only', async ({
  page,
  context,
  baseURL,
}) => {
  // Payload's admin pages are rendered by Next on the server: slow when the other tests load the machine.
  test.slow()
  const email = await confirmedSubscriber()
  const subject = `Nos verres de décembre ${Date.now()}`
  await context.addCookies([{ name: 'payload-token', value: await staffToken(), url: baseURL ?? '' }])

  await page.goto('/admin/collections/newsletter-campaigns/create')
  await page.locator('input[name="subject"]').fill(subject)
  await page.locator('textarea[name="body"]').fill('Les verres pour les derniers modèles sont arrivés.\n\nÀ bientôt !')
  await page.locator('#field-status').click()
  // Only the statuses staff choose are offered.
  await expect(page.locator('.rs__option')).toHaveText(['Brouillon', 'Programmée'])
  await page.locator('.rs__option', { hasText: 'Programmée' }).click()
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/newsletter-campaigns\/\d+/)

  const mail = await mailTo(email, subject)
  expect(mail.text).toContain('Les verres pour les derniers modèles sont arrivés.')
  await expect
    .poll(
      async () => {
        await page.reload()
        return page.locator('#field-status').innerText()
      },
      { timeout: 20_000 },
    )
    .toContain('Envoyée')
  await expect(page.locator('input[name="subject"]')).toBeDisabled()
  await expect(page.locator('input[name="sentCount"]')).not.toHaveValue('')
})
