import { expect, test } from './fixtures.ts'

test('the home page assistant answers a FAQ question and a model question, with links', async ({ page }) => {
  await page.goto('/')
  const launcher = page.getByRole('button', { name: "Ouvrir l'assistant d'aide" })
  await launcher.click()
  const chat = page.getByRole('dialog', { name: 'Assistant Ma Boutique Protection' })
  const question = chat.getByRole('textbox', { name: 'Votre question…' })
  await expect(question).toBeFocused()

  await question.fill('délai de rétractation')
  await chat.getByRole('button', { name: 'Envoyer' }).click()
  const log = chat.getByRole('log')
  await expect(log.getByText('Quel est le délai pour me rétracter ?')).toBeVisible()
  await expect(log.getByRole('link', { name: 'Voir la réponse' }).first()).toHaveAttribute('href', '/retractation')

  await question.fill('protection pour iPhone 15')
  await question.press('Enter')
  const model = log.getByText('Apple iPhone 15', { exact: true })
  await expect(model).toBeVisible()

  await question.fill('recette de la tarte tatin')
  await question.press('Enter')
  await expect(log.getByRole('link', { name: 'Écrire au service client' })).toHaveAttribute('href', '/contact')

  // Closed and reopened, the conversation is still there.
  await chat.getByRole('button', { name: "Fermer l'assistant" }).click()
  await expect(chat).toBeHidden()
  await launcher.click()
  await expect(model).toBeVisible()
  await log.getByRole('link', { name: 'Voir les protections' }).first().click()
  await expect(page).toHaveURL(/\/telephones\/apple-iphone-15$/)
})
