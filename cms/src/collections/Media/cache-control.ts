/** Browsers and a CDN keep a media file a day, then check it: the same from disk or from the bucket. */
export const mediaCacheControl = 'public, max-age=86400, stale-while-revalidate=604800'
