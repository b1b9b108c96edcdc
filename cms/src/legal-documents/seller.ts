import type { Payload, PayloadRequest } from 'payload'

import type { Seller } from '../emails/order-confirmation.ts'
import type { SiteSetting } from '../payload-types.ts'

const postalAddress = ({ street, postalCode, city, country }: SiteSetting['address']) => `${street}, ${postalCode} ${city}, ${country}`

/**
 * Where withdrawn articles go back: the seller's address, to its returns service, as the withdrawal
 * page's « Service client et adresse de retour » names it; the acknowledgements give it.
 */
export const returnAddressOf = (settings: Pick<SiteSetting, 'legalName' | 'address'>) =>
  `${settings.legalName}, Service Retours, ${postalAddress(settings.address)}`

/**
 * The seller as the contract's documents name it (the confirmation e-mail, the withdrawal form):
 * legal name, postal address and e-mail from the site settings. In `req`'s transaction when given.
 */
export async function sellerOf(payload: Payload, req?: PayloadRequest): Promise<Seller> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  return { legalName: settings.legalName, address: postalAddress(settings.address), email: settings.email }
}
