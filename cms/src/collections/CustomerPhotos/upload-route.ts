import type { RequestHandler } from 'express'
import multer, { MulterError } from 'multer'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { apiError } from '@shop/domain/api-error'
import { photoMaxBytes, photoPurposes, uploadMessages, type PhotoPurpose } from '@shop/domain/uploads'

import { checkLimits, recordAttempt, type Limit } from '../../auth/rate-limit.ts'
import { bearerToken, findActiveSession } from '../../auth/sessions.ts'

const uploadsPerWindow = 30

// Read into memory up to the larger limit (10 MB), then checked against the purpose's own.
const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: photoMaxBytes('device'), files: 1, fields: 2, parts: 3 },
}).single('file')

function purposeOf(value: unknown): PhotoPurpose {
  return typeof value === 'string' && value in photoPurposes ? (value as PhotoPurpose) : 'device'
}

/** The decoded format, not the declared type: a renamed file is refused. */
async function imageFormat(data: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(data).metadata()).format
  } catch {
    return undefined
  }
}

/**
 * POST /api/customer-photos (multipart, field `file`, optional `purpose` device|console): stores
 * a PNG or JPEG photo for a printed skin and answers its id, which the cart line carries.
 * Anonymous shoppers may upload (the console page needs no account), within a rate limit.
 */
export function customerPhotoUploadHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const limits: Limit[] = [{ scope: 'photo-upload', key: req.ip ?? 'unknown', max: uploadsPerWindow }]
    const blocked = await checkLimits(payload, limits)
    if (blocked) {
      res.setHeader('Retry-After', String(blocked.retryAfter))
      res.status(429).json({ ...apiError(uploadMessages.tooMany), retryAfter: blocked.retryAfter })
      return
    }

    const received = await new Promise<MulterError | Error | null>((resolve) => receive(req, res, (error: unknown) => resolve((error as Error) ?? null)))
    if (received instanceof MulterError && received.code === 'LIMIT_FILE_SIZE') {
      res.status(413).json(apiError(uploadMessages.tooLarge('device')))
      return
    }
    if (received) {
      res.status(400).json(apiError(uploadMessages.missingFile))
      return
    }
    const file = req.file
    if (!file) {
      res.status(400).json(apiError(uploadMessages.missingFile))
      return
    }
    const purpose = purposeOf(req.body?.purpose)
    if (file.size > photoMaxBytes(purpose)) {
      res.status(413).json(apiError(uploadMessages.tooLarge(purpose)))
      return
    }
    const format = await imageFormat(file.buffer)
    if (format !== 'png' && format !== 'jpeg') {
      res.status(415).json(apiError(uploadMessages.wrongType))
      return
    }

    await recordAttempt(payload, limits)
    const token = bearerToken(new Headers({ authorization: req.get('authorization') ?? '' }))
    const session = token ? await findActiveSession({ payload }, token) : null
    const photo = await payload.create({
      collection: 'customer-photos',
      data: { purpose, customer: session?.customer.id ?? null },
      file: {
        data: file.buffer,
        mimetype: format === 'png' ? 'image/png' : 'image/jpeg',
        name: `photo.${format === 'png' ? 'png' : 'jpg'}`,
        size: file.size,
      },
      overrideAccess: true,
    })
    res.status(201).json({ success: true, photo: { id: String(photo.id), filename: photo.filename } })
  }
}
