import type { CollectionBeforeChangeHook } from 'payload'

import type { Customer } from '../../../payload-types.ts'

/**
 * An address an administrator types into an account is not proven: the account loses its proof
 * (and with it the guest orders placed with that address, orders/order-ownership.ts) until the
 * mailbox's own link comes back. The customer's own change (auth/operations/email-change.ts) is
 * proven by that link, and writes its proof with the new address.
 */
export const unproveTypedEmail: CollectionBeforeChangeHook<Customer> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || typeof data.email !== 'string') return data
  if (data.email.toLowerCase() === originalDoc.email.toLowerCase()) return data
  // The field's access puts the stored proof back into `data` for whoever may not write it: only a
  // new proof, written with the address, keeps the account proven.
  const proofKept = data.emailVerifiedAt === undefined || data.emailVerifiedAt === originalDoc.emailVerifiedAt
  if (!proofKept) return data
  return { ...data, emailVerifiedAt: null, emailVerificationTokenHash: null, emailVerificationExpiresAt: null }
}
