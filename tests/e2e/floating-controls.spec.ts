import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'
import { createCustomer, signInThroughStorage } from './support/accounts.ts'

/**
 * Moves the control up from the bottom edge of the window to its middle, a few pixels at a time as
 * under a visitor's thumb (the floating buttons sit down there), and names what is drawn at the
 * control's centre instead of it at any of those steps: null when the control always takes the tap.
 */
function whatCovers(control: Locator): Promise<string | null> {
  return control.evaluate(async (element) => {
    // Past the scroll events, so that what appears on scroll (back to top) is drawn too.
    const drawn = () => new Promise((resolve) => requestAnimationFrame(resolve))
    element.scrollIntoView({ block: 'end', behavior: 'instant' })
    for (;;) {
      await drawn()
      const box = element.getBoundingClientRect()
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 }
      if (centre.y < window.innerHeight / 2) return null
      const hit = document.elementFromPoint(centre.x, centre.y)
      if (!hit || !element.contains(hit)) {
        const cover = hit?.closest('button, a, [role], section, header, footer') ?? hit
        return `${cover?.getAttribute('aria-label') ?? cover?.textContent?.trim().slice(0, 60) ?? 'rien'} (centre à ${Math.round(centre.y)} px)`
      }
      const before = window.scrollY
      // Smaller than any floating button: none can hide between two steps.
      window.scrollBy({ top: 24, behavior: 'instant' })
      if (window.scrollY === before) return null
    }
  })
}

/** Every field of the form and its submit button, each paired with what covers it (none expected). */
async function coveredControls(form: Locator, submit: string): Promise<string[]> {
  const button = form.getByRole('button', { name: submit })
  await expect(button).toBeVisible()
  const fields = await form
    .getByRole('textbox')
    .or(form.getByRole('combobox'))
    .or(form.getByRole('checkbox'))
    .or(form.getByRole('radio'))
    .all()
  expect(fields.length).toBeGreaterThan(0)
  const covered: string[] = []
  for (const control of [...fields, button]) {
    const cover = await whatCovers(control)
    if (cover !== null) covered.push(`${await control.evaluate((element) => element.outerHTML.slice(0, 80))} ← ${cover}`)
  }
  return covered
}

/** A returning visitor: the cookie banner has had its answer. */
async function refuseCookies(page: Page) {
  await page.getByRole('region', { name: 'Votre vie privée' }).getByRole('button', { name: 'Tout refuser' }).click()
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height} no floating button covers a field or the button that sends`, () => {
    test.use({ viewport })
    // Every field is walked up the screen step by step: up to 40 s on a shared 2-core machine.
    test.slow()

    test('/commande', async ({ page }) => {
      await page.goto('/ecrans-auto?recherche=Tesla%20Model%203')
      await refuseCookies(page)
      await page.getByRole('button', { name: 'Choisir ma protection' }).first().click()
      await page.getByRole('dialog', { name: 'Tesla Model 3' }).getByRole('button', { name: 'Ajouter au panier' }).click()
      await expect(page).toHaveURL(/\/commande$/)
      const form = page.getByRole('form', { name: 'Vos coordonnées' })
      expect(await coveredControls(form, 'Commander avec obligation de paiement')).toEqual([])
      // The page lists the cart itself: no floating cart over its button and payment note.
      await expect(page.getByRole('button', { name: /^Panier, / })).toHaveCount(0)
    })

    test('/profil', async ({ page }) => {
      await signInThroughStorage(page, await createCustomer())
      await page.goto('/profil')
      await refuseCookies(page)
      await page.getByRole('button', { name: 'Modifier mon profil' }).click()
      const form = page
        .getByRole('main')
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Enregistrer' }) })
      expect(await coveredControls(form, 'Enregistrer')).toEqual([])
    })

    test('/contact', async ({ page }) => {
      await page.goto('/contact')
      await refuseCookies(page)
      const form = page.getByRole('form', { name: 'Envoyez-nous un message' })
      expect(await coveredControls(form, 'Envoyer le message')).toEqual([])
    })

    test('/retractation/en-ligne', async ({ page }) => {
      await page.goto('/retractation/en-ligne')
      await refuseCookies(page)
      const form = page.getByRole('form', { name: '1. Votre commande' })
      expect(await coveredControls(form, 'Continuer')).toEqual([])
    })
  })
}
