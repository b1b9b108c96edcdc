import type { Payload, PayloadRequest } from 'payload'

import { settingsMentionsMessages } from '@shop/domain/settings-mentions'

import { HttpError } from '../http/http-error.ts'
import { env } from '../lib/env.ts'
import type { SiteSetting } from '../payload-types.ts'

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

/** What the law wants named before any order (R111-1, LCEN art. 6-III, L612-1), as the admin labels it. */
const requiredMentions: [label: string, value: (settings: SiteSetting) => string | null | undefined][] = [
  ['Téléphone', (settings) => settings.phone],
  ['Directeur de la publication', (settings) => settings.publicationDirector],
  ['Hébergeur (nom)', (settings) => settings.host?.name],
  ['Hébergeur (adresse)', (settings) => settings.host?.address],
  ['Hébergeur (téléphone)', (settings) => settings.host?.phone],
  ['Médiateur de la consommation (nom)', (settings) => settings.mediator?.name],
]

/** The required mentions the settings leave empty (saved before production required them). */
export function missingSellerMentions(settings: SiteSetting): string[] {
  return requiredMentions.flatMap(([label, value]) => (value(settings)?.trim() ? [] : [label]))
}

/**
 * Production takes no order while the seller's mentions are incomplete: the consumer must read
 * them before ordering (L221-5). The operator reads which ones in the log; the buyer a refusal.
 */
export async function assertSellerNamed(payload: Payload): Promise<void> {
  if (env().APP_ENV !== 'production') return
  const missing = missingSellerMentions(await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }))
  if (missing.length === 0) return
  payload.logger.error(settingsMentionsMessages.incomplete(missing))
  throw new HttpError(503, settingsMentionsMessages.ordersClosed)
}
