import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { photoMaxBytes, photoMaxPixels, uploadMessages, type PhotoPurpose } from '@shop/domain/uploads'

import { countAttempt, type CountedAttempt, type Limit } from '../../security/rate-limit.ts'
import { hashToken, newToken } from '../../security/tokens.ts'
import { HttpError } from '../../http/http-error.ts'
import { imageHeader } from '../../lib/image-header.ts'
import { releasePhotoBytes, reservePhotoBytes } from './photo-storage-quota.ts'

const uploadsPerWindow = 30

const uploadLimits = (ip: string): Limit[] => [{ scope: 'photo-upload', key: ip, max: uploadsPerWindow }]

/**
 * Reserves the upload's place in the address's limit before the file is even read, so that a
 * flood costs no memory; refused files count too.
 */
export function reserveUpload(payload: Payload, ip: string): Promise<CountedAttempt> {
  return countAttempt(payload, uploadLimits(ip), uploadMessages.tooMany)
}

type Upload = { data: Buffer; purpose: PhotoPurpose; customerId: number | null }

/**
 * Stores a PNG or JPEG photo (the decoded format, not the declared type: a renamed file is
 * refused) within its purpose's size and the pixel limit, checked before sharp decodes it. The
 * token it answers is its uploader's proof, shown this once: only its hash is kept.
 */
export async function storeCustomerPhoto(payload: Payload, upload: Upload) {
  if (upload.data.length > photoMaxBytes(upload.purpose)) throw new HttpError(413, uploadMessages.tooLarge(upload.purpose))
  const { format, pixels } = await imageHeader(upload.data)
  if (format !== 'png' && format !== 'jpeg') throw new HttpError(415, uploadMessages.wrongType)
  if (pixels > photoMaxPixels) throw new HttpError(413, uploadMessages.tooManyPixels)
  const token = newToken()
  const reservation = await reservePhotoBytes(payload, upload.data.length)
  const photo = await payload
    .create({
      collection: 'customer-photos',
      data: { purpose: upload.purpose, customer: upload.customerId, uploadTokenHash: hashToken(token) },
      file: {
        data: upload.data,
        mimetype: format === 'png' ? 'image/png' : 'image/jpeg',
        // A name of its own: Payload numbers clashing names by reading the folder, which two
        // concurrent uploads of `photo.png` did at once and then both claimed `photo-1.png`.
        name: `photo-${randomUUID()}.${format === 'png' ? 'png' : 'jpg'}`,
        size: upload.data.length,
      },
      overrideAccess: true,
    })
    .finally(() => releasePhotoBytes(payload, reservation))
  return { id: String(photo.id), filename: photo.filename, token }
}
