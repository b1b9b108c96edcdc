/** Longest side of the preview, in pixels: the dialog shows it at 64 px. */
const previewSide = 160

/**
 * A small JPEG of the chosen photo as a data URL: unlike an object URL it survives a page load
 * (the dialog's choices are kept through a sign-in with Google), and it is light enough for the
 * tab's storage. An object URL when the browser cannot draw it.
 */
export async function photoThumbnail(file: File): Promise<string> {
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, previewSide / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    return canvas.toDataURL('image/jpeg', 0.8)
  } catch {
    return URL.createObjectURL(file)
  }
}
