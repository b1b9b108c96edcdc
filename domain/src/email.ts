/**
 * The e-mail rule of every form and account, apart from the account schemas: a page with only a
 * contact form evaluates this, not the whole of auth.ts.
 */
import * as z from 'zod'

import './zod-french.ts'

import { authMessages } from './auth-messages.ts'

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, { error: authMessages.emailRequired })
  .max(254, { error: authMessages.emailTooLong })
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform((email) => email.toLowerCase())
  // `.invalid` never delivers (RFC 2606): it is where erased accounts' addresses go, and nobody
  // may take one ahead and so block another customer's erasure.
  .refine((email) => !email.endsWith('.invalid'), { error: authMessages.emailInvalid })
