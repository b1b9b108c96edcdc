import { customerData } from '@shop/seed/factories'

import { expect, test } from './fixtures.ts'
import { api, staffToken } from './support/accounts.ts'

test('staff read a form as it was typed, scripts as text, and an administrator erases the sender’s data', async ({
  page,
  context,
  baseURL,
}) => {
  // Three pages of Payload's admin, each rendered by Next on the server: slow when the other
  // browser tests load the machine.
  test.slow()
  const base = baseURL ?? ''
  const { email } = customerData()
  const message = '<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">'
  const sent = await api('POST', '/api/forms/contact', {
    name: 'Camille Martin',
    email,
    subject: 'garantie',
    message,
    consent: true,
  })
  expect(sent.status).toBe(201)
  const reference = sent.body.reference as string

  await context.addCookies([{ name: 'payload-token', value: await staffToken(), url: base }])
  await page.goto(`/admin/collections/tickets?search=${reference}`)
  await page.getByRole('link', { name: reference }).first().click()

  // The list shows « Page contact » too: wait for the ticket's own page before reading its fields.
  await expect(page).toHaveURL(/\/admin\/collections\/tickets\/\d+/)
  await expect(page.locator('input[name="subject"]')).toHaveValue('Garantie', { timeout: 30_000 })
  await expect(page.getByText('Page contact').first()).toBeVisible()
  await expect(page.locator('textarea[name="message"]')).toHaveValue(message)
  await expect(page.locator('textarea[name="message"]')).toBeDisabled()
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined()

  await expect(page.getByRole('link', { name: 'exporter tous ses envois (JSON)' })).toHaveAttribute(
    'href',
    `/api/personal-data/submissions?email=${encodeURIComponent(email)}`,
  )
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Effacer toutes ses données de formulaires' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/tickets(\?.*)?$/)
  const left = await fetch(`${base}/api/tickets?where[email][equals]=${encodeURIComponent(email)}`, {
    headers: { Authorization: `JWT ${await staffToken()}` },
  })
  expect(((await left.json()) as { totalDocs: number }).totalDocs).toBe(0)
})
