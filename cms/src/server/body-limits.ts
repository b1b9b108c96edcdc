import type { Request } from 'express'

import { messages } from '@shop/domain/messages'
import { claimPhotoMaxBytes, claimPhotoMaxCount, claimPhotoMessages } from '@shop/domain/forms'
import { mediaLargestBytes, mediaMaxBytes } from '@shop/domain/media-files'
import { photoMaxBytes, uploadMessages } from '@shop/domain/uploads'

import type { BodyLimit } from '../http/body-limit.ts'
import { jsonBodyMaxBytes } from '../http/body-readers.ts'
import type { PaymentAdapter } from '../payments/payment-adapter.ts'
import { isStaffMediaWrite } from './staff-media-writes.ts'

const kb = 1024
const mb = 1024 * kb

/** Multipart framing and the form's other fields around an upload's file. */
const uploadMargin = 64 * kb

/**
 * Payload's REST writes: the largest document the CMS stores is a legal page's rich text
 * (the seed's whole data is ~130 KB), so 1 MB leaves room without inviting abuse.
 */
const restWriteMaxBytes = 1 * mb

/** Our routes that read a body (server/routes/*). */
const ownJsonPaths = new Set([
  '/api/auth-validation',
  '/api/password-reset',
  '/api/email-verification',
  '/api/client-management',
  '/api/profile-management',
  '/api/auth/google/session',
  '/api/cart/quote',
  '/api/form-validation',
  '/api/create-payment',
  '/api/confirm-order',
  '/api/get-client-orders',
  '/api/order-tracking',
  '/api/newsletter/confirm',
  '/api/newsletter/unsubscribe',
  '/api/withdrawals',
  '/api/satisfaction',
  '/api/admin-auth',
  '/api/analytics/events',
])

/**
 * The byte limit of each route under /api, the doors of the ways to pay as each declares them. The
 * storefront and the admin pages carry no bodies of ours (the admin's server actions have Next's
 * own 1 MB bound).
 */
export function apiBodyLimits(adapters: readonly PaymentAdapter[]): (req: Request) => BodyLimit | null {
  const tooLarge = messages.api.tooLarge
  const paymentLimits = new Map(adapters.flatMap((adapter) => Object.entries(adapter.bodyLimits)))

  return (req) => {
    const path = req.path
    if (path !== '/api' && !path.startsWith('/api/')) return null
    if (path === '/api/customer-photos')
      return { maxBytes: photoMaxBytes('device') + uploadMargin, message: uploadMessages.tooLarge('device') }
    if (path === '/api/media' || path.startsWith('/api/media/'))
      return { maxBytes: (isStaffMediaWrite(req) ? mediaLargestBytes : mediaMaxBytes('image')) + uploadMargin, message: tooLarge }
    // A warranty claim carries its photos; every other form is a small text form.
    if (path === '/api/forms/warranty-claim')
      return { maxBytes: claimPhotoMaxCount * claimPhotoMaxBytes + uploadMargin, message: claimPhotoMessages.tooLarge }
    if (path.startsWith('/api/forms/')) return { maxBytes: jsonBodyMaxBytes, message: tooLarge }
    if (path.startsWith('/api/dashboard/')) return { maxBytes: jsonBodyMaxBytes, message: tooLarge }
    if (ownJsonPaths.has(path)) return { maxBytes: jsonBodyMaxBytes, message: tooLarge }
    const paymentLimit = paymentLimits.get(path)
    if (paymentLimit !== undefined) return { maxBytes: paymentLimit, message: tooLarge }
    return { maxBytes: restWriteMaxBytes, message: tooLarge }
  }
}
