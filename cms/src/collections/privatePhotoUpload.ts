import type { UploadConfig } from 'payload'

/**
 * The upload settings of customers' photos (printed skins, warranty claims): only the given
 * formats, no cropping, a small thumbnail for staff, files in a folder the server sets from the
 * environment before Payload starts, outside any public static folder.
 */
export function privatePhotoUpload(mimeTypes: readonly string[], staticDir: string): UploadConfig {
  return {
    mimeTypes: [...mimeTypes],
    focalPoint: false,
    crop: false,
    imageSizes: [{ name: 'thumbnail', width: 160, formatOptions: { format: 'webp', options: { quality: 80 } } }],
    adminThumbnail: 'thumbnail',
    // Staff only, from disk or from the bucket: no shared cache keeps a copy.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
    },
    staticDir,
  }
}
