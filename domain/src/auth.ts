import * as z from 'zod'

import './zod-french.ts'

import { authMessages } from './auth-messages.ts'

export { authMessages }

export const passwordMinLength = 6
const passwordMaxLength = 128

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

/** What a login checks: presence only; length rules would tell attackers which accounts are old. */
const loginPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .max(passwordMaxLength, { error: authMessages.passwordTooLong })

/** A new password (sign-up, reset); the common-password check happens on the server. */
export const newPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .min(passwordMinLength, { error: authMessages.passwordTooShort })
  .max(passwordMaxLength, { error: authMessages.passwordTooLong })

const personNameSchema = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(100, { error: authMessages.nameTooLong })

export const loginBodySchema = z.object({
  action: z.literal('login'),
  email: emailSchema,
  password: loginPasswordSchema,
})

/** Field order follows the spec's check order: first name, last name, e-mail, password. */
export const registerBodySchema = z.object({
  action: z.literal('register'),
  firstName: personNameSchema(authMessages.firstNameRequired),
  lastName: personNameSchema(authMessages.lastNameRequired),
  email: emailSchema,
  password: newPasswordSchema,
})

export const resetRequestBodySchema = z.object({
  action: z.literal('reset_password'),
  email: emailSchema,
})

export const authValidationBodySchema = z.discriminatedUnion('action', [loginBodySchema, registerBodySchema, resetRequestBodySchema], {
  error: authMessages.unknownAction,
})
export type AuthValidationBody = z.infer<typeof authValidationBodySchema>

export const confirmResetBodySchema = z.object({
  action: z.literal('confirm_reset', { error: authMessages.unknownAction }),
  token: z
    .string({ error: authMessages.resetTokenInvalid })
    .min(20, { error: authMessages.resetTokenInvalid })
    .max(200, { error: authMessages.resetTokenInvalid }),
  newPassword: newPasswordSchema,
})

/** The sign-up form: the register body plus the confirmation the browser checks. */
export const signupFormSchema = registerBodySchema
  .omit({ action: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: authMessages.passwordsMismatch,
  })

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: authMessages.passwordsMismatch,
  })

export const publicClientSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
})
export type PublicClient = z.infer<typeof publicClientSchema>

export const loginAnswerSchema = z.object({
  success: z.literal(true),
  sessionToken: z.string(),
  expiresAt: z.number(),
  client: publicClientSchema,
})
export type LoginAnswer = z.infer<typeof loginAnswerSchema>

export const sessionLifetimeMs = 24 * 60 * 60 * 1000
/** However often it is renewed, a session ends this long after sign-in (a stolen token dies too). */
export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000
export const resetTokenLifetimeMs = 60 * 60 * 1000

/** The answer of the profile check (client-management `get_profile`), which renews the session. */
export const sessionCheckAnswerSchema = z.object({ success: z.literal(true), client: publicClientSchema, expiresAt: z.number() })
export type SessionCheckAnswer = z.infer<typeof sessionCheckAnswerSchema>

/**
 * POST /api/auth/google/session: the one-time code the Google callback left in the address, redeemed
 * by the browser that started the sign-in; the answer is a login's (`loginAnswerSchema`).
 */
export const googleSessionBodySchema = z.object({
  code: z.string({ error: authMessages.googleCodeInvalid }).min(1, { error: authMessages.googleCodeInvalid }).max(1000, {
    error: authMessages.googleCodeInvalid,
  }),
})
export type GoogleSessionBody = z.infer<typeof googleSessionBodySchema>

/** Which external sign-ins the server offers (`/api/auth/providers`). */
export const authProvidersAnswerSchema = z.object({ google: z.boolean() })
export type AuthProvidersAnswer = z.infer<typeof authProvidersAnswerSchema>
