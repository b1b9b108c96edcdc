import * as z from 'zod'

/**
 * `VITE_*` variables, checked once at start. Everything is optional: by default the shop talks to
 * the API on its own origin (the CMS serves both).
 */
const envSchema = z.object({
  VITE_API_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ })])
    .default('')
    .transform((url) => url.replace(/\/+$/, '')),
})

function parseEnv() {
  const result = envSchema.safeParse(import.meta.env)
  if (!result.success) {
    throw new Error(`Variables d'environnement invalides :\n${z.prettifyError(result.error)}`)
  }
  return { apiUrl: result.data.VITE_API_URL }
}

export const env = parseEnv()
