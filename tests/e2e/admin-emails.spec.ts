import { customerData } from '@shop/seed/factories'

import { answerMailbox } from '../support/inbox.ts'
import { expect, test } from './fixtures.ts'
import { api, mailTo, staffToken } from './support/accounts.ts'

test('an administrator finds a refused e-mail with its reason in the admin, and sends it again with Renvoyer', async ({
  page,
  context,
  baseURL,
}) => {
  // Payload's admin pages are rendered by Next on the server: slow when the other tests load the machine.
  test.slow()
  const inbox = process.env.TEST_INBOX_URL ?? ''
  const { email } = customerData()
  await answerMailbox(inbox, email, 'refuse')
  expect((await api('POST', '/api/forms/newsletter', { email, consent: true })).status).toBe(201)
  await context.addCookies([{ name: 'payload-token', value: await staffToken(), url: baseURL ?? '' }])

  // The list of e-mails, newest first: the refused one says so, with the server's reason.
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: email }) })
  await expect
    .poll(
      async () => {
        await page.goto('/admin/collections/payload-jobs?sort=-createdAt&limit=100')
        return (await row.count()) > 0 ? row.innerText() : ''
      },
      { timeout: 20_000 },
    )
    .toContain('Échec')
  await expect(row).toContainText('Confirmez votre inscription à la newsletter – Ma Boutique Protection')
  await expect(row).toContainText('Refus définitif du serveur de messagerie : 550 5.1.1 Mailbox unavailable')

  await row.getByRole('link', { name: email }).click()
  await expect(page.locator('input[name="recipient"]')).toHaveValue(email)
  await expect(page.locator('#field-state')).toContainText('Échec')
  const failedUrl = page.url()

  // The mailbox works again: Renvoyer queues the same e-mail, which leaves.
  await answerMailbox(inbox, email, 'accept')
  await page.getByRole('button', { name: 'Renvoyer' }).click()
  await expect(page).not.toHaveURL(failedUrl)
  await expect(page).toHaveURL(/\/admin\/collections\/payload-jobs\/\d+$/)
  const mail = await mailTo(email, 'Confirmez votre inscription')
  expect(mail.text).toContain('/newsletter/confirmation?token=')
  await expect
    .poll(
      async () => {
        await page.reload()
        return page.locator('#field-state').innerText()
      },
      { timeout: 20_000 },
    )
    .toContain('Envoyé')
})
