import type { Payload, PayloadRequest } from 'payload'

import type { Seller } from '../emails/order-confirmation.ts'

/**
 * The seller as the contract's documents name it (the confirmation e-mail, the withdrawal form):
 * legal name, postal address, e-mail and telephone from the site settings. In `req`'s transaction when given.
 */
export async function sellerOf(payload: Payload, req?: PayloadRequest): Promise<Seller> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  const { street, postalCode, city, country } = settings.address
  return {
    legalName: settings.legalName,
    address: `${street}, ${postalCode} ${city}, ${country}`,
    email: settings.email,
    phone: settings.phone || null,
  }
}
