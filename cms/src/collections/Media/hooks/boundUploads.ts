import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { mediaFileMessages, mediaKindOf, mediaMaxBytes } from '@shop/domain/media-files'
import { photoMaxPixels, uploadMessages } from '@shop/domain/uploads'

import { imageHeader } from '../../../lib/image-header.ts'

/**
 * Each kind of file within its own size, the kind read from the bytes for pictures (a picture
 * declared as a video keeps the pictures' limit). Payload hands a picture to sharp, which decodes
 * it whole to make the sizes: its pixel count is read from the header first, and a huge image is
 * refused before any decoding (413).
 */
export const boundUploads: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.data) return
  const { format, pixels } = await imageHeader(req.file.data)
  const kind = format ? 'image' : mediaKindOf(req.file.mimetype)
  // Another type is refused by Payload itself, in its own words.
  if (kind && req.file.data.length > mediaMaxBytes(kind)) throw new APIError(mediaFileMessages.tooLarge(kind), 413, undefined, true)
  if (pixels > photoMaxPixels) throw new APIError(uploadMessages.tooManyPixels, 413, undefined, true)
}
