import type { Payload } from 'payload'
import sharp from 'sharp'

import { photoMaxBytes, uploadMessages, type PhotoPurpose } from '@shop/domain/uploads'

import { checkLimits, recordAttempt, type Limit } from '../../auth/rate-limit.ts'
import { HttpError, tooManyRequests } from '../../http/http-error.ts'

const uploadsPerWindow = 30

const uploadLimits = (ip: string): Limit[] => [{ scope: 'photo-upload', key: ip, max: uploadsPerWindow }]

/** Checked before the file is even read, so that a flood costs no memory. */
export async function refuseTooManyUploads(payload: Payload, ip: string): Promise<void> {
  const blocked = await checkLimits(payload, uploadLimits(ip))
  if (blocked) throw tooManyRequests(uploadMessages.tooMany, blocked.retryAfter)
}

/** The decoded format, not the declared type: a renamed file is refused. */
async function imageFormat(data: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(data).metadata()).format
  } catch {
    return undefined
  }
}

type Upload = { ip: string; data: Buffer; purpose: PhotoPurpose; customerId: number | null }

/** Stores a PNG or JPEG photo within its purpose's size limit; only accepted photos count. */
export async function storeCustomerPhoto(payload: Payload, upload: Upload) {
  if (upload.data.length > photoMaxBytes(upload.purpose)) throw new HttpError(413, uploadMessages.tooLarge(upload.purpose))
  const format = await imageFormat(upload.data)
  if (format !== 'png' && format !== 'jpeg') throw new HttpError(415, uploadMessages.wrongType)

  await recordAttempt(payload, uploadLimits(upload.ip))
  const photo = await payload.create({
    collection: 'customer-photos',
    data: { purpose: upload.purpose, customer: upload.customerId },
    file: {
      data: upload.data,
      mimetype: format === 'png' ? 'image/png' : 'image/jpeg',
      name: `photo.${format === 'png' ? 'png' : 'jpg'}`,
      size: upload.data.length,
    },
    overrideAccess: true,
  })
  return { id: String(photo.id), filename: photo.filename }
}
