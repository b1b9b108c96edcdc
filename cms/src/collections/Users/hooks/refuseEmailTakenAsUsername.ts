import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { staffMessages } from '@shop/domain/staff'

/**
 * The other half of the username rule (staffUsernameSchema): a username written before usernames
 * lost their '@' may still read like an e-mail, and no account may take it as its own e-mail.
 */
export const refuseEmailTakenAsUsername: CollectionBeforeValidateHook = async ({ collection, data, originalDoc, req }) => {
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
  if (!email) return data
  const others = originalDoc?.id === undefined ? [] : [{ id: { not_equals: originalDoc.id } }]
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ username: { equals: email } }, ...others] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'email', message: staffMessages.emailIsUsername }] })
  }
  return data
}
