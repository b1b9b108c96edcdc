/**
 * A value made when first asked for. For Intl formatters: a page's first Intl object loads the
 * locale data, 40–80 ms of a phone's main thread (Chromium, measured on our machine without
 * throttling), which a page that never formats should not pay while its modules load.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}
