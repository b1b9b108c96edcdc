import * as z from 'zod'

import './zod-french.ts'

import { authMessages } from './auth-messages.ts'
import { emailSchema } from './email.ts'
import { currentPasswordSchema, newPasswordSchema, passwordMaxLength } from './passwords.ts'
import { publicClientSchema } from './session.ts'

export { authMessages }

/** What a login checks: presence only; length rules would tell attackers which accounts are old. */
const loginPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .max(passwordMaxLength, { error: authMessages.passwordTooLong })

const personNameSchema = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(100, { error: authMessages.nameTooLong })

export const loginBodySchema = z.object({
  action: z.literal('login'),
  email: emailSchema,
  password: loginPasswordSchema,
})

/** Field order follows the spec's check order: first name, last name, e-mail, password. */
const registerBodySchema = z.object({
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

/** A one-time token from an e-mailed link: its only fault worth naming is that it does not work. */
const linkTokenSchema = (invalid: string) => z.string({ error: invalid }).min(20, { error: invalid }).max(200, { error: invalid })

export const confirmResetBodySchema = z.object({
  action: z.literal('confirm_reset', { error: authMessages.unknownAction }),
  token: linkTokenSchema(authMessages.resetTokenInvalid),
  newPassword: newPasswordSchema,
})

/** POST /api/profile-management?action=change-password. */
export const changePasswordBodySchema = z.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>

export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ['confirmPassword'], error: authMessages.passwordsMismatch })

/** A verification link stays valid a week: the account is usable meanwhile (spec core §4 sign-up). */
export const emailVerificationLifetimeMs = 7 * 24 * 60 * 60 * 1000

/**
 * POST /api/email-verification?action=confirm: the link opened by a browser signed in to the
 * account confirms the address at once. Anywhere else, a sign-up's link lets the owner of the
 * mailbox choose the account's password (action=claim), which signs every other device out; a
 * change of address's link only asks to sign in first (`sign_in_required`).
 */
export const confirmEmailBodySchema = z.object({ token: linkTokenSchema(authMessages.verificationLinkInvalid) })
export const confirmEmailAnswerSchema = z.object({
  success: z.literal(true),
  status: z.enum(['verified', 'password_required', 'sign_in_required']),
})
export type ConfirmEmailAnswer = z.infer<typeof confirmEmailAnswerSchema>

/**
 * DELETE /api/client-management?action=delete_account: the signed-in owner's current password, or
 * (an account without one) the token of the link mailed to the account's address.
 */
export const deleteAccountBodySchema = z.object({
  currentPassword: currentPasswordSchema.optional(),
  token: linkTokenSchema(authMessages.erasureLinkInvalid).optional(),
})
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>
/** Erased at once (no message), or a link was mailed (its message). */
export const deleteAccountAnswerSchema = z.object({ success: z.literal(true), message: z.string().optional() })

/** POST /api/email-verification?action=cancel: the current address's link (or, with no token, the signed-in customer) stops a change. */
export const cancelEmailChangeBodySchema = z.object({ token: linkTokenSchema(authMessages.emailChangeLinkInvalid).optional() })
export type CancelEmailChangeBody = z.infer<typeof cancelEmailChangeBodySchema>

/** POST /api/email-verification?action=claim: answered like a login. */
export const claimAccountBodySchema = confirmEmailBodySchema.extend({ newPassword: newPasswordSchema })
export type ClaimAccountBody = z.infer<typeof claimAccountBodySchema>

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

/**
 * POST /api/auth/google/session: the one-time code the Google callback left in the address, redeemed
 * by the browser that started the sign-in; the answer is a login's (`loginAnswerSchema`).
 */
export const googleSessionBodySchema = z.object({
  code: z.string({ error: authMessages.googleCodeInvalid }).min(1, { error: authMessages.googleCodeInvalid }).max(1000, {
    error: authMessages.googleCodeInvalid,
  }),
})

/** Which external sign-ins the server offers (`/api/auth/providers`). */
export const authProvidersAnswerSchema = z.object({ google: z.boolean() })
export type AuthProvidersAnswer = z.infer<typeof authProvidersAnswerSchema>
