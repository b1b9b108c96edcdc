/**
 * The bytes in a buffer of their own, for a buffer that is kept. Node hands out small buffers as
 * views of a shared 8 KiB slab (`Buffer.from`), and zlib its results as views of a 16 KiB chunk:
 * a kept view keeps the whole slab or chunk alive (in the memory bench, 5,280 kept search
 * answers of a few bytes each held 41 MiB that way).
 */
export function ownBuffer(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes
  const own = Buffer.allocUnsafeSlow(bytes.byteLength)
  bytes.copy(own)
  return own
}
