import * as z from 'zod'

import './zod-french.ts'

/** Staff accounts (the admin panel): stricter than customers' since they can change the whole shop. */
export const staffPasswordMinLength = 12

export const staffMessages = {
  passwordTooShort: `Le mot de passe doit contenir au moins ${staffPasswordMinLength} caractères`,
  usernameWithAt: "Le nom d'utilisateur ne peut pas contenir « @ » : il serait confondu avec une adresse e-mail",
  emailIsUsername: "Cette adresse e-mail est le nom d'utilisateur d'un autre membre du personnel",
} as const

/**
 * A dashboard username (optional). Without '@' it can never be anyone's e-mail, so that a login
 * names one account only: the dashboard looks up e-mails when the identifier has an '@',
 * usernames otherwise.
 */
export const staffUsernameSchema = z
  .string()
  .max(60)
  .refine((username) => !username.includes('@'), { error: staffMessages.usernameWithAt })
  .optional()
