/**
 * What a visitor's pages read: the catalogue, the CMS's texts and the pictures come from the
 * shop's own routes, answered from its cache; nothing goes through Payload's REST API (spec of
 * issue 28: a page view costs no Payload request).
 */
import { expect, test } from './fixtures.ts'

/** Payload's REST API: its globals and its collections (a media file is served by the shop itself). */
const payloadRest =
  /^\/api\/(globals|faqs|legal-pages|phones|tablets|watches|consoles|laptops|car-models|users|customers|promo-codes|sales)(\/|$|\?)/

test("a visitor's pages read nothing through Payload's REST API, the footer's social links included", async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) requested.push(`${url.pathname}${url.search}`)
  })
  const footerLinks = page.getByRole('contentinfo').getByRole('list', { name: 'Réseaux sociaux' }).getByRole('link')
  for (const path of [
    '/',
    '/telephones',
    '/telephones/apple-iphone-15',
    '/faq',
    '/garantie',
    '/livraison',
    '/contact',
    '/cookies',
    '/panier',
  ]) {
    await page.goto(path)
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(footerLinks.first(), path).toHaveAttribute('href', /^https:\/\//)
  }
  // Moving within the shop: a category's sections, and the searches suggested before typing.
  await page.goto('/')
  await page.getByRole('navigation').first().getByRole('link', { name: 'Tablettes', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('tablettes')
  await page
    .getByRole('button', { name: /Rechercher/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect.poll(() => requested.some((path) => path.startsWith('/api/page-content/popular-searches'))).toBe(true)

  expect(requested.filter((path) => payloadRest.test(path))).toEqual([])
  // The cart's page is drawn in the browser: its footer asked the shop's route for the links.
  expect(requested).toContain('/api/page-content/social-links')
})
