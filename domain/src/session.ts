/**
 * The signed-in customer as the storefront keeps them, and the session check's answer, apart from
 * auth.ts: every customer page checks its session, few sign anyone in.
 */
import * as z from 'zod'

import './zod-french.ts'

export const publicClientSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
})
export type PublicClient = z.infer<typeof publicClientSchema>

/** The answer of the profile check (client-management `get_profile`), which renews the session. */
export const sessionCheckAnswerSchema = z.object({ success: z.literal(true), client: publicClientSchema, expiresAt: z.number() })
export type SessionCheckAnswer = z.infer<typeof sessionCheckAnswerSchema>
