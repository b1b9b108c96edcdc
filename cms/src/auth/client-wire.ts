import type { PublicClient } from '@shop/domain/session'
import { defaultCountry, type ClientProfile } from '@shop/domain/profile'

import type { Customer } from '../payload-types.ts'

/** The contract's snake_case views of a customer, mapped here and nowhere else. */

/** What login and get_profile show the customer about their account. */
export function toPublicClient(customer: Customer): PublicClient {
  return {
    id: String(customer.id),
    email: customer.email,
    first_name: customer.firstName ?? '',
    last_name: customer.lastName ?? '',
    phone: customer.phone ?? null,
  }
}

/** The client record of client-management get / update. */
export function toClientProfile(customer: Customer): ClientProfile {
  return {
    name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    email: customer.email,
    phone: customer.phone ?? '',
    address: customer.address?.street ?? '',
    city: customer.address?.city ?? '',
    postal_code: customer.address?.postalCode ?? '',
    country: customer.address?.country ?? defaultCountry,
    email_verified: Boolean(customer.emailVerifiedAt),
    pending_email: pendingEmailOf(customer),
  }
}

/** The address a change waits for, while its link still works. */
function pendingEmailOf(customer: Customer): string | null {
  const expiresAt = customer.pendingEmailExpiresAt ? Date.parse(customer.pendingEmailExpiresAt) : 0
  return customer.pendingEmail && expiresAt > Date.now() ? customer.pendingEmail : null
}

/** profile-management read: the profile with its (single) address. */
export function toProfileRead(customer: Customer) {
  const address = customer.address
  return {
    profile: {
      client_id: String(customer.id),
      email: customer.email,
      first_name: customer.firstName ?? '',
      last_name: customer.lastName ?? '',
      phone: customer.phone ?? null,
    },
    addresses: address?.street
      ? [
          {
            address_line_1: address.street,
            city: address.city ?? '',
            postal_code: address.postalCode ?? '',
            country: address.country ?? defaultCountry,
          },
        ]
      : [],
  }
}

/** The account part of the RGPD export. */
export function toAccountExport(customer: Customer) {
  return {
    id: String(customer.id),
    ...toClientProfile(customer),
    first_name: customer.firstName ?? '',
    last_name: customer.lastName ?? '',
    created_at: customer.createdAt,
    created_via: customer.createdVia,
    last_login_at: customer.lastLoginAt ?? null,
    google_linked: Boolean(customer.googleSubject),
  }
}
