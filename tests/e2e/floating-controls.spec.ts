import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'
import { createCustomer, signInThroughStorage } from './support/accounts.ts'

/**
 * Moves the control up from the bottom edge of the window to its middle, a few pixels at a time as
 * under a visitor's thumb (the floating buttons sit down there), and names what is drawn at the
 * control's centre instead of it at any of those steps: null when the control always takes the tap.
 * With `wholeWidth`, its two ends count too (a button across the screen, a link at a line's end).
 */
function whatCovers(control: Locator, { wholeWidth = false } = {}): Promise<string | null> {
  return control.evaluate(async (element, wholeWidth) => {
    // Past the scroll events, so that what appears on scroll (back to top) is drawn too.
    const drawn = () => new Promise((resolve) => requestAnimationFrame(resolve))
    element.scrollIntoView({ block: 'end', behavior: 'instant' })
    for (;;) {
      await drawn()
      const box = element.getBoundingClientRect()
      if (box.top + box.height / 2 < window.innerHeight / 2) return null
      // A link broken over two lines is two boxes: each line's ends are its own.
      const boxes = wholeWidth ? [...element.getClientRects()] : [box]
      const points = boxes.flatMap((line) => {
        const y = line.top + line.height / 2
        const xs = wholeWidth ? [line.left + 2, line.left + line.width / 2, line.right - 2] : [line.left + line.width / 2]
        return xs.map((x) => ({ x, y }))
      })
      for (const { x, y } of points) {
        const hit = document.elementFromPoint(x, y)
        if (!hit || !element.contains(hit)) {
          const cover = hit?.closest('button, a, [role], section, header, footer') ?? hit
          return `${cover?.getAttribute('aria-label') ?? cover?.textContent?.trim().slice(0, 60) ?? 'rien'} (à ${Math.round(x)} × ${Math.round(y)} px)`
        }
      }
      const before = window.scrollY
      // Smaller than any floating button: none can hide between two steps.
      window.scrollBy({ top: 24, behavior: 'instant' })
      if (window.scrollY === before) return null
    }
  }, wholeWidth)
}

/** Every field and link of the form and its submit button, each paired with what covers it (none expected). */
async function coveredControls(form: Locator, submit: string, options: { wholeWidth?: boolean } = {}): Promise<string[]> {
  const button = form.getByRole('button', { name: submit })
  await expect(button).toBeVisible()
  const fields = await form
    .getByRole('textbox')
    .or(form.getByRole('combobox'))
    .or(form.getByRole('checkbox'))
    .or(form.getByRole('radio'))
    .or(form.getByRole('link'))
    .all()
  expect(fields.length).toBeGreaterThan(0)
  const covered: string[] = []
  for (const control of [...fields, button]) {
    const cover = await whatCovers(control, options)
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
      // End to end: the order button spans the screen, the terms' links end their lines.
      expect(await coveredControls(form, 'Commander avec obligation de paiement', { wholeWidth: true })).toEqual([])
      // The page lists the cart itself, and the form is the page: nothing floats on a phone.
      await expect(page.getByRole('button', { name: /^Panier, / })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Remonter en haut de la page' })).toBeHidden()
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

    test('the column steps aside while the visitor types, and comes back after', async ({ page }) => {
      await page.goto('/contact')
      await refuseCookies(page)
      const cart = page.getByRole('button', { name: /^Panier, / })
      await expect(cart).toBeVisible()
      await page.getByRole('textbox', { name: /^Nom/ }).first().focus()
      await expect(cart).toBeHidden()
      await page.getByRole('checkbox').first().focus()
      await expect(cart).toBeVisible()
    })

    test('/retractation/en-ligne', async ({ page }) => {
      await page.goto('/retractation/en-ligne')
      await refuseCookies(page)
      const form = page.getByRole('form', { name: '1. Votre commande' })
      expect(await coveredControls(form, 'Continuer')).toEqual([])
    })
  })
}
