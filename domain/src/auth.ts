import * as z from 'zod'

/** Texts of spec core §5 and §8, shown by the forms and returned by the endpoints. */
export const authMessages = {
  emailRequired: "L'email est requis",
  emailInvalid: "Format d'email invalide",
  emailTooLong: "L'email ne peut pas dépasser 254 caractères",
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  nameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères',
  passwordTooCommon: 'Ce mot de passe fait partie des plus courants. Choisissez-en un plus difficile à deviner.',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  invalidData: 'Données invalides',
  wrongCredentials: 'Identifiants incorrects',
  accountExists: 'Un compte existe déjà avec cet email',
  tooManyAttempts: 'Trop de tentatives. Réessayez plus tard.',
  sessionInvalid: 'Session invalide. Veuillez vous reconnecter.',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  resetSent: 'Instructions de réinitialisation envoyées par email !',
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
  resetDone: 'Mot de passe réinitialisé avec succès !',
  unknownAction: 'Action inconnue',
  forbidden: "Vous n'avez pas accès à ces données.",
  tooManySignups: 'Trop de tentatives. Attendez avant de réessayer.',
  busy: 'Le service est très sollicité. Réessayez dans quelques instants.',
  googleUnavailable: "La connexion Google n'est pas disponible.",
} as const

export const passwordMinLength = 6
const passwordMaxLength = 128

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, { error: authMessages.emailRequired })
  .max(254, { error: authMessages.emailTooLong })
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform((email) => email.toLowerCase())

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
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(100, { error: authMessages.nameTooLong })

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

export const authValidationBodySchema = z.discriminatedUnion(
  'action',
  [loginBodySchema, registerBodySchema, resetRequestBodySchema],
  { error: authMessages.unknownAction },
)
export type AuthValidationBody = z.infer<typeof authValidationBodySchema>

export const confirmResetBodySchema = z.object({
  action: z.literal('confirm_reset', { error: authMessages.unknownAction }),
  token: z.string().min(20).max(200),
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

export const sessionLifetimeMs = 24 * 60 * 60 * 1000
export const resetTokenLifetimeMs = 60 * 60 * 1000
