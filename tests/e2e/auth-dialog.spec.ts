import type { Page } from '@playwright/test'

import { customerData } from '@shop/seed/factories'

import { signInThroughProvider } from '../support/browserless-oidc.ts'
import { expect, test } from './fixtures.ts'
import { apiLogin, clickMailedLink, createCustomer, mailTo, sessionStatus } from './support/accounts.ts'

const dialog = (page: Page) => page.getByRole('dialog')

test('sign-up checks the fields in the spec order, then creates the account and signs in', async ({ page }) => {
  const customer = customerData()
  await page.goto('/')
  await page.getByRole('button', { name: 'Connexion' }).first().click()
  await expect(dialog(page).getByRole('heading', { name: 'Connexion' })).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Créer un compte' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Inscription' })).toBeVisible()

  await dialog(page).getByRole('button', { name: 'Créer mon compte' }).click()
  for (const text of ['Le prénom est requis', 'Le nom est requis', "L'email est requis", 'Le mot de passe est requis']) {
    await expect(dialog(page).getByText(text, { exact: true })).toBeVisible()
  }
  await dialog(page).getByLabel('Prénom').fill(customer.firstName)
  await dialog(page).getByLabel('Nom', { exact: true }).fill(customer.lastName)
  await dialog(page).getByLabel('Email').fill('pas-un-email')
  await dialog(page).getByLabel('Mot de passe', { exact: true }).fill('abc')
  await dialog(page).getByLabel('Confirmer le mot de passe').fill('abd')
  await dialog(page).getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(dialog(page).getByText("Format d'email invalide")).toBeVisible()
  await expect(dialog(page).getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible()
  await expect(dialog(page).getByText('Les mots de passe ne correspondent pas')).toBeVisible()

  await dialog(page).getByLabel('Email').fill(customer.email)
  await dialog(page).getByLabel('Mot de passe', { exact: true }).fill(customer.password)
  await dialog(page).getByLabel('Confirmer le mot de passe').fill(customer.password)
  await dialog(page).getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(dialog(page).getByText('Compte créé avec succès ! Connexion automatique...')).toBeVisible()
  await expect(dialog(page).getByText('Compte créé et connecté avec succès !')).toBeVisible()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByRole('button', { name: `${customer.firstName} ${customer.lastName}` })).toBeVisible()

  const token = await page.evaluate(() => localStorage.getItem('sessionToken'))
  expect(token).toBeTruthy()
  expect(await sessionStatus(token as string)).toBe(200)
})

test('sign-up with a taken address says so and switches to sign-in after 3 s', async ({ page }) => {
  const existing = await createCustomer()
  await page.goto('/')
  await page.getByRole('button', { name: 'Connexion' }).first().click()
  await dialog(page).getByRole('button', { name: 'Créer un compte' }).click()
  await dialog(page).getByLabel('Prénom').fill('Autre')
  await dialog(page).getByLabel('Nom', { exact: true }).fill('Personne')
  await dialog(page).getByLabel('Email').fill(existing.email.toUpperCase())
  await dialog(page).getByLabel('Mot de passe', { exact: true }).fill('Un-autre-secret-42')
  await dialog(page).getByLabel('Confirmer le mot de passe').fill('Un-autre-secret-42')
  await dialog(page).getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(dialog(page).getByText('Un compte existe déjà avec cet email. Essayez de vous connecter.')).toBeVisible()
  await expect(dialog(page).getByRole('heading', { name: 'Connexion' })).toBeVisible({ timeout: 5000 })
  await expect(dialog(page).getByLabel('Email')).toHaveValue(existing.email)
  await expect(dialog(page).getByLabel('Mot de passe', { exact: true })).toHaveValue('')
})

test('sign-in refuses a wrong password, then signs in; logout ends the session on the server', async ({ page }) => {
  const customer = await createCustomer()
  await page.goto('/')
  await page.getByRole('button', { name: 'Connexion' }).first().click()
  await dialog(page).getByLabel('Email').fill(customer.email)
  await dialog(page).getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe')
  await dialog(page).getByRole('button', { name: 'Se connecter' }).click()
  await expect(dialog(page).getByRole('alert')).toHaveText('Identifiants incorrects')

  await dialog(page).getByLabel('Mot de passe', { exact: true }).fill(customer.password)
  await dialog(page).getByRole('button', { name: 'Se connecter' }).click()
  await expect(dialog(page).getByText('Connexion réussie !')).toBeVisible()
  await expect(dialog(page)).toBeHidden()
  const token = (await page.evaluate(() => localStorage.getItem('sessionToken'))) as string
  expect(await sessionStatus(token)).toBe(200)

  await page.goto('/telephones')
  await page.getByRole('button', { name: `${customer.firstName} ${customer.lastName}` }).click()
  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Connexion' }).first()).toBeVisible()
  expect(await page.evaluate(() => [localStorage.getItem('sessionToken'), localStorage.getItem('client_info')])).toEqual([null, null])
  await expect.poll(() => sessionStatus(token)).toBe(401)
})

test('a forgotten password is reset through the e-mailed link, which works once', async ({ page }) => {
  const customer = await createCustomer()
  await page.goto('/')
  await page.getByRole('button', { name: 'Connexion' }).first().click()
  await dialog(page).getByLabel('Email').fill(customer.email)
  await dialog(page).getByRole('button', { name: 'Mot de passe oublié ?' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible()
  await expect(dialog(page).getByLabel('Email')).toHaveValue(customer.email)
  await dialog(page).getByRole('button', { name: 'Envoyer les instructions' }).click()
  await expect(dialog(page).getByText('Instructions de réinitialisation envoyées par email !')).toBeVisible()
  await expect(dialog(page).getByRole('heading', { name: 'Connexion' })).toBeVisible({ timeout: 5000 })

  const mail = await mailTo(customer.email, 'Réinitialisation')
  await clickMailedLink(page, mail, 'Choisir un nouveau mot de passe')
  // The token rides in the fragment, which the browser never sends: nothing in the path or the query.
  await expect(page).toHaveURL(/\/reset-password#token=[\w-]{43}$/)
  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible()
  await page.getByLabel('Nouveau mot de passe').fill('Nouveau-secret-2026')
  await page.getByLabel('Confirmer le mot de passe').fill('Nouveau-secret-2027')
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible()
  await page.getByLabel('Confirmer le mot de passe').fill('Nouveau-secret-2026')
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
  await expect(page.getByText('Mot de passe réinitialisé avec succès !')).toBeVisible()
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 })
  expect((await apiLogin(customer.email, 'Nouveau-secret-2026')).status).toBe(200)
  expect((await apiLogin(customer.email, customer.password)).status).toBe(401)

  await clickMailedLink(page, mail, 'Choisir un nouveau mot de passe')
  await page.getByLabel('Nouveau mot de passe').fill('Encore-un-autre-2026')
  await page.getByLabel('Confirmer le mot de passe').fill('Encore-un-autre-2026')
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
  await expect(page.getByRole('alert')).toHaveText('Ce lien de réinitialisation est invalide ou a expiré.')
})

test('/reset-password without a token leads home', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page).toHaveURL(/\/$/)
})

test('Google sign-in goes through the provider and comes back signed in', async ({ page }) => {
  const email = customerData().email
  await page.goto('/')
  await page.getByRole('button', { name: 'Connexion' }).first().click()
  await dialog(page).getByRole('link', { name: 'Continuer avec Google' }).click()
  await page.locator('input[name="login"]').fill(`verified:${email}`)
  await page.locator('input[name="password"]').fill('peu-importe')
  await page.locator('button[type="submit"]').click()
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('button', { name: 'Léa Google' })).toBeVisible()
  expect(new URL(page.url()).hash).toBe('')
  const token = (await page.evaluate(() => localStorage.getItem('sessionToken'))) as string
  expect(await sessionStatus(token)).toBe(200)
})

test('a Google sign-in link made in another browser does not sign the visitor in', async ({ page, baseURL }) => {
  // The attacker signs into their own account and sends the address Google's callback gave them.
  const { landing } = await signInThroughProvider(`${baseURL}/api/auth/google?returnTo=/profil`, `verified:${customerData().email}`)
  expect(landing.hash).not.toBe('')
  await page.goto(`${landing.pathname}${landing.hash}`)
  await expect(page.getByText('Erreur lors de la connexion Google')).toBeVisible()
  expect(new URL(page.url()).hash).toBe('')
  await expect(page.getByRole('button', { name: 'Connexion' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Léa Google' })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull()
})
