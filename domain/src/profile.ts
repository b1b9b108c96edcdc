import * as z from 'zod'

import './zod-french.ts'

import { authMessages } from './auth-messages.ts'
import { emailSchema } from './email.ts'
import { currentPasswordSchema } from './passwords.ts'
import { rowIdSchema } from './row-id.ts'

export const countries = ['France', 'Belgique', 'Suisse', 'Luxembourg', 'Monaco'] as const
export const defaultCountry = 'France'

export const profileMessages = {
  nameRequired: 'Le nom est requis',
  addressRequired: "L'adresse est requise",
  cityRequired: 'La ville est requise',
  postalCodeRequired: 'Le code postal est requis',
  postalCodeInvalid: 'Code postal invalide',
  countryInvalid: 'Pays non desservi',
  phoneInvalid: 'Numéro de téléphone invalide',
  updateFailed: 'Erreur lors de la mise à jour du profil',
  noProfile: 'Aucun profil trouvé',
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`,
} as const

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: profileMessages.tooLong(max) })
const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: profileMessages.tooLong(max) })

const phoneSchema = text(30)
  .refine((value) => value === '' || /^\+?[0-9 .()-]{6,30}$/.test(value), { error: profileMessages.phoneInvalid })
  .optional()

const countrySchema = z.enum(countries, { error: profileMessages.countryInvalid })

/** The seven fields of the client record (contract: client-management update). */
export const profileDataSchema = z.object({
  name: required(profileMessages.nameRequired, 201),
  email: emailSchema,
  phone: phoneSchema,
  address: required(profileMessages.addressRequired, 200),
  city: required(profileMessages.cityRequired, 100),
  postal_code: required(profileMessages.postalCodeRequired, 10).regex(/^[0-9A-Za-z -]{4,10}$/, {
    error: profileMessages.postalCodeInvalid,
  }),
  country: countrySchema.default(defaultCountry),
})
export type ProfileData = z.infer<typeof profileDataSchema>

/** The /profil form: the record, plus the current password whenever the e-mail is not the one on file. */
export const profileFormSchema = (emailOnFile: string) =>
  profileDataSchema.extend({ currentPassword: z.string() }).superRefine((form, context) => {
    if (form.email !== emailOnFile && !form.currentPassword) {
      context.addIssue({ code: 'custom', path: ['currentPassword'], message: authMessages.currentPasswordRequired })
    }
  })

const clientIdSchema = rowIdSchema()

export const clientManagementBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('get'), clientId: clientIdSchema }),
    // The current password is asked only when the e-mail changes.
    z.object({
      action: z.literal('update'),
      clientId: clientIdSchema,
      profileData: profileDataSchema,
      currentPassword: currentPasswordSchema.optional(),
    }),
  ],
  { error: authMessages.unknownAction },
)

/** The client record as client-management get / update answer it. */
const clientProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  email_verified: z.boolean(),
  /** A new address waiting for its link to be opened where the account is signed in. */
  pending_email: z.string().nullable(),
})
export type ClientProfile = z.infer<typeof clientProfileSchema>

export const clientProfileAnswerSchema = z.object({ success: z.literal(true), profile: clientProfileSchema })

export const updateProfileBodySchema = z.object({
  email: emailSchema,
  address: z.object({
    street: required(profileMessages.addressRequired, 200),
    city: required(profileMessages.cityRequired, 100),
    postalCode: required(profileMessages.postalCodeRequired, 10),
    country: countrySchema.default(defaultCountry),
  }),
  currentPassword: currentPasswordSchema.optional(),
})
