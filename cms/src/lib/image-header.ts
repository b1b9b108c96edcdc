import sharp from 'sharp'

/**
 * An image's format and pixel count read from its header only: nothing is decoded, so a small
 * file holding a huge image (a PNG of 16000 × 16000 compresses to a few KB) costs nothing yet.
 * Anything sharp cannot read has no format.
 */
export async function imageHeader(data: Buffer): Promise<{ format?: string; pixels: number }> {
  try {
    const { format, width = 0, height = 0 } = await sharp(data).metadata()
    return { format, pixels: width * height }
  } catch {
    return { pixels: 0 }
  }
}
