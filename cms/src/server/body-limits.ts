import { messages } from '@shop/domain/messages'
import { mediaLargestBytes, mediaMaxBytes } from '@shop/domain/media-files'

import { routeBodyLimit } from '../http/body-limit.ts'
import { uploadMarginBytes } from '../http/body-readers.ts'
import { isStaffMediaWrite } from './staff-media-writes.ts'

/**
 * Payload's REST writes: the largest document the CMS stores is a legal page's rich text
 * (the seed's whole data is ~130 KB), so 1 MB leaves room without inviting abuse.
 */
const restWriteMaxBytes = 1024 * 1024

/**
 * The bound of Payload's doors (mounted at /api), declared in front of Next after every route of ours has declared
 * its own where it reads its body (http/body-readers.ts, an upload's router): Payload reads raw
 * bodies itself. The storefront and the admin pages carry no bodies of ours (the admin's server
 * actions have Next's own 1 MB bound).
 */
export const payloadBodyLimit = routeBodyLimit((req) => {
  const tooLarge = messages.api.tooLarge
  const path = req.baseUrl + req.path
  if (path === '/api/media' || path.startsWith('/api/media/'))
    return { maxBytes: (isStaffMediaWrite(req) ? mediaLargestBytes : mediaMaxBytes('image')) + uploadMarginBytes, message: tooLarge }
  return { maxBytes: restWriteMaxBytes, message: tooLarge }
})
