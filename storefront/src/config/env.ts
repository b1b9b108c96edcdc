/**
 * `VITE_*` variables, checked once at start. Everything is optional: by default the shop talks to
 * the API on its own origin (the CMS serves both). Checked by hand: zod stays out of the first
 * download of every page.
 */
function parseApiUrl(value: unknown): string {
  if (value === undefined || value === '') return ''
  if (typeof value !== 'string' || !URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol)) {
    throw new Error(`Variables d'environnement invalides :\n  VITE_API_URL doit être une adresse http(s), reçu « ${String(value)} »`)
  }
  return value.replace(/\/+$/, '')
}

export const env = { apiUrl: parseApiUrl(import.meta.env.VITE_API_URL) }
