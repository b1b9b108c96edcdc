/**
 * Customer photos for printed back skins (spec catalogue-and-content §5): PNG or JPEG only,
 * 10 MB for phones and tablets, 5 MB on the console page.
 */
import * as z from 'zod'

import './zod-french.ts'

export const photoMimeTypes = ['image/png', 'image/jpeg'] as const

export const photoPurposes = { device: 10, console: 5 } as const
export type PhotoPurpose = keyof typeof photoPurposes

export const photoMaxBytes = (purpose: PhotoPurpose) => photoPurposes[purpose] * 1024 * 1024

/** Decoded, 40 megapixels already take 160 MB: larger images are refused before decoding. */
export const photoMaxPixels = 40_000_000

export const uploadMessages = {
  wrongType: 'Veuillez sélectionner un fichier PNG ou JPEG',
  tooLarge: (purpose: PhotoPurpose) => `Le fichier est trop volumineux. Taille maximum: ${photoPurposes[purpose]}MB`,
  tooManyPixels: "L'image est trop grande. Taille maximum : 40 mégapixels",
  missingFile: 'Aucun fichier reçu',
  tooMany: 'Trop de photos envoyées. Réessayez plus tard.',
  storageFull:
    'Le dépôt de photos est momentanément complet. Réessayez plus tard ou contactez-nous pour joindre votre photo à la commande.',
} as const

/**
 * What proves a photo is the caller's: 32 random bytes (base64url) that only its upload answered.
 * Ids are serial, so a cart line that named a photo by id alone could order anyone's.
 */
export const photoTokenSchema = z.string().regex(/^[\w-]{43}$/)

/** The answer of an accepted photo: the cart line then names it by its token. */
export const photoUploadAnswerSchema = z.object({
  success: z.literal(true),
  photo: z.object({ id: z.string(), token: photoTokenSchema }),
})

/** A photo no cart or order holds any more is deleted this long after it was sent. */
export const photoRetentionMs = 7 * 24 * 60 * 60 * 1000

/**
 * The same for a photo sent without an account: anyone can send one, so strangers' files are not
 * kept a week on the shop's disk; a shopper orders the day they send it, or sends it again.
 */
export const anonymousPhotoRetentionMs = 24 * 60 * 60 * 1000
