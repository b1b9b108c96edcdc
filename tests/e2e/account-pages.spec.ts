import { expect, test } from './fixtures.ts'
import { api, apiLogin, clickMailedLink, createCustomer, mailTo, sessionStatus, signInThroughStorage } from './support/accounts.ts'
import { builtChunk } from './support/built-chunks.ts'
import { shopSql } from './support/delivered-order.ts'

test('the guard sends anonymous visitors home and brings them back after sign-in, query included', async ({ page }) => {
  const customer = await createCustomer()
  await page.goto('/mes-commandes')
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click()
  // /success serves guests who paid (issue 23): a made-up payment session shows no order, and no payment.
  await page.goto('/success?session_id=cs_test_invente&order_id=42')
  await expect(page).toHaveURL(/\/success\?/)
  await expect(page.getByRole('heading', { name: 'Retour de la page de paiement' })).toBeVisible()
  await expect(page.getByText('Votre paiement a bien été reçu.')).toHaveCount(0)
  await expect(page.getByText('Email de confirmation envoyé')).toHaveCount(0)
  await expect(page.getByText('Livraison à')).toHaveCount(0)

  await page.goto('/profil?onglet=adresse')
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/profil?onglet=adresse')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Connexion' })).toBeVisible()
  await dialog.getByLabel('Email').fill(customer.email)
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(customer.password)
  await dialog.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/profil\?onglet=adresse$/)
  await expect(page.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBeNull()
})

test('the guard shows its check while the session is verified', async ({ page }) => {
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/client-management?action=get_profile', async (route) => {
    await held
    await route.continue()
  })
  // The orders are asked for with the stored token while the check runs, not after it.
  const ordersAsked = page.waitForRequest('**/api/get-client-orders')
  await page.goto('/mes-commandes')
  await expect(page.getByRole('heading', { name: 'Mes Commandes' })).toBeVisible()
  await expect(page.getByText('Vérification des autorisations...')).toBeVisible()
  await ordersAsked
  await expect(page.getByText('Vérification des autorisations...')).toBeVisible()
  release()
  await expect(page.getByText('Aucune commande pour le moment')).toBeVisible()
  await expect(page.getByText('Vérification des autorisations...')).toHaveCount(0)
})

test("a customer's page asks for the session check and its data while the application downloads, once each", async ({ page }) => {
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  // The application's largest chunk is held: what is asked for meanwhile is the boot script's doing.
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/react-dom-*.js', async (route) => {
    await held
    await route.continue()
  })
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/client-management')) calls.push(`${request.method()} ${request.postData() ?? request.url()}`)
  })
  // Not awaited: the page comes alive only once the application is let through.
  const opened = page.goto('/profil')
  await expect.poll(() => calls.length).toBe(2)
  expect(calls).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^GET .*\/api\/client-management\?action=get_profile$/),
      expect.stringMatching(/^POST .*"action":"get"/),
    ]),
  )
  release()
  await opened
  await expect(page.getByRole('heading', { name: 'Adresse e-mail à confirmer' })).toBeVisible()
  await expect(page.getByText(customer.email).first()).toBeVisible()
  // The application took those answers rather than asking again.
  expect(calls).toHaveLength(2)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the customer's pages paint their frame from the first HTML, the same for every visitor", async ({ page }) => {
    for (const [path, heading] of [
      ['/commande', 'Finaliser votre commande'],
      ['/profil', 'Mon profil'],
      ['/mes-commandes', 'Mes Commandes'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('main').getByRole('status')).toBeVisible()
      // Nothing of a visitor in it: no empty cart, no profile missing, no order list.
      await expect(page.getByText(/Votre panier est vide|Aucun profil trouvé|Aucune commande/)).toHaveCount(0)
    }
  })
})

test('/profil and /mes-commandes do not move while the session and the data arrive (layout shift ≤ 0.05)', async ({ page }) => {
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const total = () =>
    page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0))
  await page.goto('/profil')
  await expect(page.getByRole('button', { name: 'Modifier mon profil' })).toBeVisible()
  // The wait is what is tested: shifts that come late (data, fonts) count too.
  await page.waitForTimeout(500)
  expect(await total()).toBeLessThanOrEqual(0.05)
  await page.goto('/mes-commandes')
  await expect(page.getByRole('heading', { name: 'Mes Commandes' })).toBeVisible()
  // The wait is what is tested, as above.
  await page.waitForTimeout(500)
  expect(await total()).toBeLessThanOrEqual(0.05)
})

test('the guard shows the access error card when the check answers nonsense', async ({ page }) => {
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  await page.route('**/api/client-management?action=get_profile', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }),
  )
  await page.goto('/profil')
  const card = page.getByRole('alert')
  await expect(card.getByRole('heading', { name: "Erreur d'accès" })).toBeVisible()
  await expect(card).toContainText('Erreur de vérification des permissions')
  await card.getByRole('link', { name: "Retour à l'accueil" }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the profile is shown, edited with one address in five countries, and the header follows', async ({ page }) => {
  const customer = await createCustomer()
  const session = await signInThroughStorage(page, customer)
  await page.goto('/profil')
  await expect(page.getByText(`${customer.firstName} ${customer.lastName}`, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(customer.email, { exact: true })).toBeVisible()

  // Edit mode's code (its form, react-hook-form) is not part of the page's download: it comes when asked for.
  const editCode = [builtChunk('src/features/profile/components/profile-form.tsx'), builtChunk('form')]
  const loaded = () =>
    page.evaluate(
      (files) => performance.getEntriesByType('resource').filter((entry) => files.some((file) => entry.name.endsWith(file))).length,
      editCode,
    )
  expect(await loaded()).toBe(0)
  await page.getByRole('button', { name: 'Modifier mon profil' }).click()
  const country = page.getByLabel('Pays')
  await expect(country).toBeVisible()
  expect(await loaded()).toBe(editCode.length)
  await expect(country).toHaveValue('France')
  await expect(country.locator('option')).toHaveText(['France', 'Belgique', 'Suisse', 'Luxembourg', 'Monaco'])
  await page.getByLabel('Nom complet').fill('Camille Dupont-Lefèvre')
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText("L'adresse est requise")).toBeVisible()
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue de la Loi')
  await page.getByLabel('Ville').fill('Bruxelles')
  await page.getByLabel('Code postal').fill('1000')
  await page.getByLabel('Téléphone').fill('+32 2 123 45 67')
  await country.selectOption('Belgique')
  await page.getByRole('button', { name: 'Enregistrer' }).click()

  await expect(page.getByRole('button', { name: 'Modifier mon profil' })).toBeVisible()
  await expect(page.getByText('12 rue de la Loi')).toBeVisible()
  await expect(page.getByText('Belgique')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Camille Dupont-Lefèvre' })).toBeVisible()
  const stored = await api('POST', '/api/client-management', { action: 'get', clientId: session.client.id }, session.token)
  expect(stored.body.profile).toMatchObject({
    name: 'Camille Dupont-Lefèvre',
    address: '12 rue de la Loi',
    city: 'Bruxelles',
    postal_code: '1000',
    country: 'Belgique',
    phone: '+32 2 123 45 67',
  })
})

test('without a stored client record the profile says so', async ({ page }) => {
  const customer = await createCustomer()
  await signInThroughStorage(page, customer)
  await page.addInitScript(() => localStorage.removeItem('client_info'))
  await page.route('**/api/client-management?action=get_profile', (route) => route.fulfill({ status: 503, body: '' }))
  await page.goto('/profil')
  await expect(page.getByText('Aucun profil trouvé')).toBeVisible()
})

test('a customer downloads their data and deletes their account', async ({ page }) => {
  const customer = await createCustomer()
  const session = await signInThroughStorage(page, customer)
  await page.goto('/profil')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Télécharger mes données' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`mes-donnees-ma-boutique-protection-${session.client.id}.json`)
  const exported = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8'))
  expect(exported.account.email).toBe(customer.email)

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer votre compte ?' })
  // The session alone erases nothing: the current password is asked (issue 24).
  await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click()
  await expect(confirm.getByText('Le mot de passe actuel est requis')).toBeVisible()
  expect(await sessionStatus(session.token)).toBe(200)
  await confirm.getByLabel('Mot de passe actuel').fill(customer.password)
  await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connexion' }).first()).toBeVisible()
  expect(await sessionStatus(session.token)).toBe(401)
  expect((await apiLogin(customer.email, customer.password)).status).toBe(401)
})

test('the erasure link mailed to an account without a password opens its page from the mail, and a click erases it', async ({ page }) => {
  const customer = await createCustomer()
  const session = (await apiLogin(customer.email, customer.password)).session
  if (!session) throw new Error('login impossible')
  await shopSql('update customers set password_hash = null, google_subject = $2 where email = $1', [
    customer.email,
    `verified:${customer.email}`,
  ])
  expect((await api('DELETE', '/api/client-management?action=delete_account', {}, session.token)).status).toBe(200)

  await clickMailedLink(page, await mailTo(customer.email, 'Confirmez la suppression de votre compte'), 'Supprimer mon compte')
  // The token rides in the fragment, which the browser never sends: nothing in the path or the query.
  await expect(page).toHaveURL(/\/supprimer-compte#token=[\w-]{43}$/)
  await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible()
  expect(await sessionStatus(session.token)).toBe(401)
})
