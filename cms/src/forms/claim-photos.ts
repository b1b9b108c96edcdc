import { randomUUID } from 'node:crypto'

import type { Request, Response } from 'express'
import multer, { MulterError, type StorageEngine } from 'multer'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { claimPhotoMaxBytes, claimPhotoMaxCount, claimPhotoMessages, formMessages } from '@shop/domain/forms'
import { photoMaxPixels, uploadMessages } from '@shop/domain/uploads'

import { refuseBody } from '../http/body-limit.ts'
import { HttpError } from '../http/http-error.ts'
import { imageHeader } from '../lib/image-header.ts'

/** The multipart field that carries the photos of a warranty claim. */
const claimPhotoField = 'photos'

function refusalOf(error: unknown): HttpError {
  if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') return new HttpError(413, claimPhotoMessages.tooLarge)
  if (error instanceof MulterError && error.code === 'LIMIT_FILE_COUNT') return new HttpError(400, claimPhotoMessages.tooMany)
  return new HttpError(400, formMessages.invalidForm)
}

/**
 * Multer's memory storage, but a file passing its size limit is answered at once: multer itself
 * would read the rest of the body (up to the claim's five photos) before reporting it.
 */
function memoryStorage(onTooLarge: () => void): StorageEngine {
  return {
    _handleFile(_req, file, callback) {
      const chunks: Buffer[] = []
      file.stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      file.stream.once('limit', onTooLarge)
      file.stream.once('error', callback)
      file.stream.once('end', () => {
        const buffer = Buffer.concat(chunks)
        callback(null, { buffer, size: buffer.length })
      })
    },
    _removeFile(_req, file, callback) {
      file.buffer = Buffer.alloc(0)
      callback(null)
    },
  }
}

const refuse = (req: Request, res: Response, refusal: HttpError) => refuseBody(req, res, refusal.status, refusal.body())

/**
 * A multipart claim: its text fields in `req.body`, and the photo files (each held in memory up
 * to its limit; the text fields are small). A refused upload ends the request there: the answer
 * goes out and the rest of the body is never read.
 */
export async function receiveMultipart(req: Request, res: Response): Promise<Buffer[]> {
  const tooLarge = new HttpError(413, claimPhotoMessages.tooLarge)
  const receive = multer({
    storage: memoryStorage(() => refuse(req, res, tooLarge)),
    limits: { fileSize: claimPhotoMaxBytes, files: claimPhotoMaxCount, fields: 30, fieldSize: 8 * 1024, parts: 40 },
  }).any()
  const error = await new Promise<unknown>((resolve) => receive(req, res, resolve))
  if (error) {
    const refusal = refusalOf(error)
    refuse(req, res, refusal)
    throw refusal
  }
  const files = (req.files ?? []) as Express.Multer.File[]
  if (files.some((file) => file.fieldname !== claimPhotoField)) throw new HttpError(400, formMessages.invalidForm)
  return files.map((file) => file.buffer)
}

type CheckedPhoto = { data: Buffer; format: 'png' | 'jpeg' | 'gif' }

const accepted = new Set(['png', 'jpeg', 'gif'])

/**
 * A PNG, JPEG or GIF as its bytes say, whatever name or type it was sent with: its header is read,
 * its pixel count bounded, then it is decoded whole, so that a file that only starts like an image
 * (a script behind `GIF89a`) is refused here rather than stored.
 */
async function checkPhoto(data: Buffer): Promise<CheckedPhoto> {
  const { format, pixels } = await imageHeader(data)
  if (!format || !accepted.has(format)) throw new HttpError(415, claimPhotoMessages.wrongType)
  if (pixels > photoMaxPixels) throw new HttpError(413, uploadMessages.tooManyPixels)
  await sharp(data, { failOn: 'error' })
    .resize(16, 16)
    .toBuffer()
    .catch(() => {
      throw new HttpError(415, claimPhotoMessages.wrongType)
    })
  return { data, format: format as CheckedPhoto['format'] }
}

/** Every photo checked before any is stored: one bad file refuses the claim whole. */
export async function checkPhotos(files: Buffer[]): Promise<CheckedPhoto[]> {
  const checked: CheckedPhoto[] = []
  for (const file of files) checked.push(await checkPhoto(file))
  return checked
}

const extensions = { png: 'png', jpeg: 'jpg', gif: 'gif' } as const

/**
 * Stores checked photos in the private collection and runs `use` with their ids; if it fails
 * (or a photo cannot be stored), the photos already stored are deleted, files included, so that
 * a refused claim leaves nothing behind.
 */
export async function withStoredPhotos<T>(payload: Payload, photos: CheckedPhoto[], use: (ids: number[]) => Promise<T>): Promise<T> {
  const ids: number[] = []
  try {
    for (const photo of photos) {
      const stored = await payload.create({
        collection: 'claim-photos',
        data: {},
        file: {
          data: photo.data,
          mimetype: `image/${photo.format}`,
          // A name of its own: Payload numbers clashing names by reading the folder, racy under concurrency.
          name: `reclamation-${randomUUID()}.${extensions[photo.format]}`,
          size: photo.data.length,
        },
        depth: 0,
        overrideAccess: true,
      })
      ids.push(stored.id)
    }
    return await use(ids)
  } catch (error) {
    await deleteClaimPhotos(payload, ids)
    throw error
  }
}

/** Rows and files (the upload and its thumbnail) of claim photos. */
export async function deleteClaimPhotos(payload: Payload, ids: number[], req?: Parameters<Payload['delete']>[0]['req']): Promise<void> {
  if (ids.length === 0) return
  await payload.delete({ collection: 'claim-photos', where: { id: { in: ids } }, overrideAccess: true, req })
}
