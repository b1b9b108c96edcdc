import { type Request, type RequestHandler, type Response, Router } from 'express'
import multer, { MulterError } from 'multer'
import type { Payload } from 'payload'

import { photoMaxBytes, photoPurposes, uploadMessages, type PhotoPurpose } from '@shop/domain/uploads'

import { sessionOf } from '../auth/request-session.ts'
import { releaseAttempt } from '../security/rate-limit.ts'
import { reserveUpload, storeCustomerPhoto } from '../collections/CustomerPhotos/store-customer-photo.ts'
import { routeBodyLimit } from '../http/body-limit.ts'
import { uploadMarginBytes } from '../http/body-readers.ts'
import { clientKeyOf } from '../http/client-key.ts'
import { HttpError } from '../http/http-error.ts'

// Read into memory up to the larger limit (10 MB), then checked against the purpose's own.
const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: photoMaxBytes('device'), files: 1, fields: 2, parts: 3 },
}).single('file')

/** The purpose named, if it is one (its own keys only: `constructor` is in every object); else `device`. */
function purposeOf(value: unknown): PhotoPurpose {
  return typeof value === 'string' && Object.hasOwn(photoPurposes, value) ? (value as PhotoPurpose) : 'device'
}

/** An error's HTTP status: ours, Payload's (its APIError and ValidationError carry one), else a failure of the server's. */
const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : 500
}

/**
 * POST /api/customer-photos (multipart, field `file`, optional `purpose` device|console): stores
 * a PNG or JPEG photo for a printed skin and answers its id and its token, which the cart line
 * carries. Anonymous shoppers may upload (the console page needs no account), within a rate limit.
 */
function customerPhotoUploadHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const reservation = await reserveUpload(payload, clientKeyOf(req))
    // A refused file counts like an accepted one (or probing would be free); only a failure of
    // the server's own gives the attempt back.
    const photo = await receiveAndStore(payload, req, res).catch(async (error: unknown) => {
      if (statusOf(error) >= 500) await releaseAttempt(payload, reservation)
      throw error
    })
    res.status(201).json({ success: true, photo })
  }
}

async function receiveAndStore(payload: Payload, req: Request, res: Response) {
  const received = await new Promise<MulterError | Error | null>((resolve) =>
    receive(req, res, (error: unknown) => resolve((error as Error) ?? null)),
  )
  if (received instanceof MulterError && received.code === 'LIMIT_FILE_SIZE') throw new HttpError(413, uploadMessages.tooLarge('device'))
  if (received || !req.file) throw new HttpError(400, uploadMessages.missingFile)

  const session = await sessionOf(payload, req)
  return storeCustomerPhoto(payload, {
    data: req.file.buffer,
    purpose: purposeOf(req.body?.purpose),
    customerId: session?.customer.id ?? null,
  })
}

/** The multipart body is read by the handler itself, once the attempt is counted. */
export function customerPhotosRouter(payload: Payload): Router {
  const photoBody = routeBodyLimit({ maxBytes: photoMaxBytes('device') + uploadMarginBytes, message: uploadMessages.tooLarge('device') })
  return Router().post('/api/customer-photos', photoBody, customerPhotoUploadHandler(payload))
}
