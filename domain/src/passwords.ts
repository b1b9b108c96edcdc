/**
 * The password rules of accounts, apart from auth.ts: the profile's schemas use them without
 * building every sign-in schema.
 */
import * as z from 'zod'

import './zod-french.ts'

import { authMessages } from './auth-messages.ts'

export const passwordMinLength = 6
export const passwordMaxLength = 128

/** A new password (sign-up, reset); the common-password check happens on the server. */
export const newPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .min(passwordMinLength, { error: authMessages.passwordTooShort })
  .max(passwordMaxLength, { error: authMessages.passwordTooLong })

/** The password that proves it is the owner changing the e-mail or the password. */
export const currentPasswordSchema = z
  .string({ error: authMessages.currentPasswordRequired })
  .min(1, { error: authMessages.currentPasswordRequired })
  .max(passwordMaxLength, { error: authMessages.passwordTooLong })
