import express, { Router } from 'express'
import type { Payload } from 'payload'

import { mediaCacheControl } from '../../collections/Media/cache-control.ts'
import { configuredBucket } from '../../storage/bucket-settings.ts'

/**
 * GET /api/media/file/:name straight from the media folder: the catalogue's pictures are public
 * (media read: anyone) and every page view asks for them, which Payload's route, through Next,
 * answered at 144 req/s. Byte ranges (videos), ETag and Last-Modified as express.static gives
 * them. A name not in the folder goes on to Payload's route (its 404); with a bucket, Payload's
 * adapter serves every file.
 */
export function mediaFilesRouter(payload: Payload): Router {
  const { upload } = payload.collections.media.config
  const folder = configuredBucket() || upload.disableLocalStorage ? undefined : upload.staticDir
  const router = Router()
  if (!folder) return router
  return router.use(
    '/api/media/file',
    express.static(folder, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', mediaCacheControl),
    }),
  )
}
