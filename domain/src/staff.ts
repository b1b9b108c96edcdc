/** Staff accounts (the admin panel): stricter than customers' since they can change the whole shop. */
export const staffPasswordMinLength = 12

export const staffMessages = {
  passwordTooShort: `Le mot de passe doit contenir au moins ${staffPasswordMinLength} caractères`,
} as const
