/** Shop identity shown in the layout (the brand itself, not catalogue data). */
export const siteName = 'Ma Boutique Protection'

export function pageTitle(page: string): string {
  return `${page} – ${siteName}`
}
