import { test as base, expect } from '@playwright/test'

/**
 * Every page under test must stay free of browser errors: a console.error or an uncaught
 * exception fails the test that caused it.
 */
export const test = base.extend<{ browserErrors: string[] }>({
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // Chromium logs the 404 status of a page itself as an error; pages may be 404s on purpose.
        const isDocumentStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url()
        if (!isDocumentStatus) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'erreurs dans la console du navigateur').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
