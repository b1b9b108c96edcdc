/**
 * The files of the media library (cms Media): the catalogue's pictures, and what the installation
 * guide offers — documents to download and installation videos, played in the page.
 */
import * as z from 'zod'

import './zod-french.ts'

const megabyte = 1024 * 1024

/**
 * Each kind with its types and its largest file. A video is held in memory while it is stored
 * (Payload reads an upload whole): 100 Mo is a few minutes of 1080p, enough for a pose.
 */
export const mediaKinds = {
  image: { mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'], maxMegabytes: 10, label: 'une image' },
  document: { mimeTypes: ['application/pdf'], maxMegabytes: 20, label: 'un document' },
  video: { mimeTypes: ['video/mp4', 'video/webm'], maxMegabytes: 100, label: 'une vidéo' },
} as const
export type MediaKind = keyof typeof mediaKinds

export const mediaMimeTypes = Object.values(mediaKinds).flatMap((kind) => kind.mimeTypes)

export const mediaMaxBytes = (kind: MediaKind) => mediaKinds[kind].maxMegabytes * megabyte

/** The largest file the library takes, whatever its kind. */
export const mediaLargestBytes = Math.max(...Object.values(mediaKinds).map((kind) => kind.maxMegabytes)) * megabyte

/** The kind a declared type belongs to; anything else is not taken by the library. */
export function mediaKindOf(mimeType: string): MediaKind | null {
  for (const [kind, { mimeTypes }] of Object.entries(mediaKinds)) {
    if ((mimeTypes as readonly string[]).includes(mimeType)) return kind as MediaKind
  }
  return null
}

export const mediaFileMessages = {
  tooLarge: (kind: MediaKind) =>
    `Le fichier est trop volumineux. Taille maximum pour ${mediaKinds[kind].label} : ${mediaKinds[kind].maxMegabytes} Mo`,
} as const

const formatNames: Record<string, string> = { 'application/pdf': 'PDF', 'video/mp4': 'MP4', 'video/webm': 'WebM' }

/** What a visitor calls the file's format: `PDF`, `MP4`, `WebM`. */
export const fileFormat = (mimeType: string) => formatNames[mimeType] ?? (mimeType.split('/')[1] ?? mimeType).toUpperCase()

/**
 * A library file as Payload gives it with its document (depth 1): served by the shop under this
 * relative path, with its real type and size. A file since deleted reads as none.
 */
export const mediaFileSchema = z
  .object({ url: z.string().startsWith('/'), filename: z.string(), mimeType: z.string(), filesize: z.number() })
  .nullish()
  .catch(null)
export type MediaFile = NonNullable<z.infer<typeof mediaFileSchema>>
