import { AxeBuilder } from '@axe-core/playwright'

import { expect, test } from './fixtures.ts'

/** Pages that carry most of the shop's components: the shell, a category and a product. */
const pages = [
  { path: '/', ready: 'Types de Protection' },
  { path: '/telephones', ready: null },
  { path: '/telephones/apple-iphone-15', ready: 'Protections compatibles' },
]

for (const { path, ready } of pages) {
  test(`${path} has no serious or critical accessibility violation (axe-core)`, async ({ page }) => {
    await page.goto(path)
    if (ready) await expect(page.getByRole('heading', { name: ready })).toBeVisible()
    else await expect(page.locator('main article').first()).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
    expect(blocking).toEqual([])
  })
}

test('the configurator dialog has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/telephones')
  await page.getByRole('button', { name: 'Choisir ma protection' }).first().click()
  await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible()
  const results = await new AxeBuilder({ page }).include('dialog').analyze()
  expect(
    results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id),
  ).toEqual([])
})
