import { test as base, expect } from '@playwright/test'

/** Resource failures that are answers under test rather than faults of the page. */
function isExpectedLoadFailure(text: string, resourceUrl: string, pageUrl: string, baseURL: string): boolean {
  if (!text.startsWith('Failed to load resource')) return false
  // The page's own status (pages may be 404s on purpose), and pages of the fake Google provider.
  if (resourceUrl === pageUrl || !resourceUrl.startsWith(baseURL)) return true
  // API refusals (401, 409…) and simulated outages (503) are what the tests provoke; they assert
  // what the page shows instead.
  return new URL(resourceUrl).pathname.startsWith('/api/') && /status of (4\d\d|503)/.test(text)
}

/**
 * Every page under test must stay free of browser errors: a console.error or an uncaught
 * exception fails the test that caused it.
 */
export const test = base.extend<{ browserErrors: string[] }>({
  /**
   * Pre-rendered pages show their buttons before React has hydrated them: navigation waits until
   * the page is live, as a visitor's click after the first second would.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const live = () => page.locator('#root[data-prerendered]').waitFor({ state: 'detached' })
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const response = await goto(...args)
        await live()
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await live()
        return response
      }
    }
    await use(page)
  },
  browserErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        if (!isExpectedLoadFailure(message.text(), message.location().url, page.url(), baseURL ?? '')) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'erreurs dans la console du navigateur').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
