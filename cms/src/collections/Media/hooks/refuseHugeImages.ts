import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { photoMaxPixels, uploadMessages } from '@shop/domain/uploads'

import { imageHeader } from '../../../lib/image-header.ts'

/**
 * Payload hands an uploaded image to sharp, which decodes it whole to make the sizes: the pixel
 * count is read from the header first, and a huge image is refused before any decoding (413).
 */
export const refuseHugeImages: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.data) return
  const { pixels } = await imageHeader(req.file.data)
  if (pixels > photoMaxPixels) throw new APIError(uploadMessages.tooManyPixels, 413, undefined, true)
}
