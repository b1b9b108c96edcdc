import { customerData } from '@shop/seed/factories'

import { expect, test } from './fixtures.ts'
import { paths } from '@shop/domain/paths'

import { mailedLink } from '../support/inbox.ts'
import { api, apiLogin, createCustomer, clickMailedLink, mailTo, sessionStatus, signInThroughStorage } from './support/accounts.ts'

/** The path and fragment of the last confirmation link mailed to this address. */
async function verificationLink(email: string): Promise<string> {
  const { url } = mailedLink(await mailTo(email, 'Confirmez votre adresse e-mail'), paths.verifyEmail)
  return `${url.pathname}${url.hash}`
}

test('a signed-in customer confirms the address from /profil’s notice and the mailed link', async ({ page }) => {
  const customer = await createCustomer()
  const signUpLink = await verificationLink(customer.email)
  await signInThroughStorage(page, customer)
  await page.goto('/profil')
  await expect(page.getByRole('heading', { name: 'Adresse e-mail à confirmer' })).toBeVisible()
  await page.getByRole('button', { name: 'Renvoyer le lien de confirmation' }).click()
  await expect(page.getByText('Un lien de confirmation a été envoyé à votre adresse e-mail.')).toBeVisible()

  // The resent link replaces the sign-up's, which no longer works.
  await expect.poll(() => verificationLink(customer.email)).not.toBe(signUpLink)
  await page.goto(signUpLink)
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click()
  await expect(page.getByText('Ce lien de confirmation est invalide ou a expiré.')).toBeVisible()
  // A link mailed before the fragment (its token in the query) still works: the token moves to the fragment at once.
  const { secrets } = mailedLink(await mailTo(customer.email, 'Confirmez votre adresse e-mail'), paths.verifyEmail)
  const token = secrets.get('token') ?? ''
  await page.goto(`${paths.verifyEmail}?token=${token}`)
  await expect(page).toHaveURL(new RegExp(`${paths.verifyEmail}#token=${token}$`))
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click()
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible()
  await page.getByRole('link', { name: 'Voir mon profil' }).click()
  await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible()
  await expect(page.getByText(customer.email, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Adresse e-mail à confirmer' })).toHaveCount(0)
})

test("opened elsewhere, the link lets the mailbox's owner take the account from whoever created it", async ({ page }) => {
  const victimEmail = customerData().email
  const attacker = await createCustomer({ email: victimEmail })
  const attackerSession = (await apiLogin(victimEmail, attacker.password)).session
  if (!attackerSession) throw new Error('login impossible')

  await page.goto(await verificationLink(victimEmail))
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click()
  await expect(page.getByText("Ce navigateur n'est pas connecté à ce compte.", { exact: false })).toBeVisible()
  await page.getByLabel('Mot de passe du compte').fill('Verger-du-proprio-2026')
  await page.getByLabel('Confirmer le mot de passe').fill('Verger-du-proprio-2027')
  await page.getByRole('button', { name: 'Confirmer et enregistrer le mot de passe' }).click()
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible()
  await page.getByLabel('Confirmer le mot de passe').fill('Verger-du-proprio-2026')
  await page.getByRole('button', { name: 'Confirmer et enregistrer le mot de passe' }).click()
  await expect(page.getByText('Adresse confirmée et mot de passe enregistré. Vous êtes connecté.')).toBeVisible()

  expect(await sessionStatus(attackerSession.token)).toBe(401)
  expect((await apiLogin(victimEmail, attacker.password)).status).toBe(401)
  expect((await apiLogin(victimEmail, 'Verger-du-proprio-2026')).status).toBe(200)
  await page.getByRole('link', { name: 'Voir mon profil' }).click()
  await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible()
  await expect(page.getByText(victimEmail, { exact: true })).toBeVisible()
})

test('a new e-mail on /profil takes the current password and waits for its link, opened in this browser', async ({ page }) => {
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  await page.goto('/profil')
  await page.getByRole('button', { name: 'Modifier mon profil' }).click()
  await expect(page.getByLabel('Mot de passe actuel')).toHaveCount(0)
  const newEmail = customerData().email
  await page.getByLabel('Email').fill(newEmail)
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue de la Loi')
  await page.getByLabel('Ville').fill('Lyon')
  await page.getByLabel('Code postal').fill('69003')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Le mot de passe actuel est requis')).toBeVisible()
  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Mot de passe actuel incorrect')).toBeVisible()
  await page.getByLabel('Mot de passe actuel').fill(customer.password)
  await page.getByRole('button', { name: 'Enregistrer' }).click()

  await expect(page.getByRole('button', { name: 'Modifier mon profil' })).toBeVisible()
  await expect(page.getByText(customer.email, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: "Changement d'adresse en attente" })).toBeVisible()
  await expect(page.getByText(`Nouvelle adresse : ${newEmail}.`, { exact: false })).toBeVisible()
  expect((await apiLogin(newEmail, customer.password)).status).toBe(401)

  await clickMailedLink(page, await mailTo(newEmail, 'Confirmez votre nouvelle adresse e-mail'), 'Confirmer ma nouvelle adresse')
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click()
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible()
  await page.getByRole('link', { name: 'Voir mon profil' }).click()
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: "Changement d'adresse en attente" })).toHaveCount(0)
  expect((await apiLogin(newEmail, customer.password)).status).toBe(200)
})

test('the link of a change opened where the account is not signed in only asks to sign in; the current address cancels it', async ({
  page,
}) => {
  const customer = await createCustomer()
  const session = (await apiLogin(customer.email, customer.password)).session
  if (!session) throw new Error('login impossible')
  const newEmail = customerData().email
  const asked = await api(
    'POST',
    '/api/profile-management?action=update-profile',
    {
      email: newEmail,
      address: { street: '1 rue Neuve', city: 'Lyon', postalCode: '69001', country: 'France' },
      currentPassword: customer.password,
    },
    session.token,
  )
  expect(asked.status).toBe(200)

  await clickMailedLink(page, await mailTo(newEmail, 'Confirmez votre nouvelle adresse e-mail'), 'Confirmer ma nouvelle adresse')
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click()
  await expect(page.getByText('Connectez-vous à votre compte dans ce navigateur, puis rouvrez ce lien', { exact: false })).toBeVisible()
  await expect(page.getByLabel('Mot de passe du compte')).toHaveCount(0)

  await clickMailedLink(page, await mailTo(customer.email, "Changement d'adresse e-mail demandé"), 'Annuler ce changement')
  await page.getByRole('button', { name: "Annuler le changement d'adresse" }).click()
  await expect(page.getByText("Le changement d'adresse e-mail a été annulé.", { exact: false })).toBeVisible()
  expect((await apiLogin(customer.email, customer.password)).status).toBe(200)
})

test('a customer changes the password on /profil: other devices are signed out, this one stays', async ({ page }) => {
  const customer = await createCustomer()
  const session = await signInThroughStorage(page, customer)
  const otherDevice = (await apiLogin(customer.email, customer.password)).session
  if (!otherDevice) throw new Error('login impossible')
  await page.goto('/profil')
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await page.getByLabel('Mot de passe actuel').fill(customer.password)
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Verger-neuf-2026')
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Verger-neuf-2026')
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await expect(page.getByText('Mot de passe modifié. Vos autres appareils ont été déconnectés.')).toBeVisible()

  expect(await sessionStatus(otherDevice.token)).toBe(401)
  expect(await sessionStatus(session.token)).toBe(200)
  expect((await apiLogin(customer.email, 'Verger-neuf-2026')).status).toBe(200)
})
