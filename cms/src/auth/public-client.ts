import type { PublicClient } from '@shop/domain/auth'

import type { Customer } from '../payload-types.ts'

/** The customer as the contract shows it to its owner (snake_case wire names, mapped once here). */
export function toPublicClient(customer: Customer): PublicClient {
  return {
    id: String(customer.id),
    email: customer.email,
    first_name: customer.firstName ?? '',
    last_name: customer.lastName ?? '',
    phone: customer.phone ?? null,
  }
}
