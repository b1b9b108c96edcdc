import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { staffMessages, staffPasswordMinLength } from '@shop/domain/staff'

/**
 * Payload's own password check only asks for 3 characters and cannot be configured. Create and
 * update carry the new password in `data`; reset-password hands this hook the stored user and
 * leaves the new password in the request body, so both are read.
 */
export const refuseShortPassword: CollectionBeforeValidateHook = ({ collection, data, req }) => {
  const body = req.data as { password?: unknown } | undefined
  const password: unknown = data?.password ?? body?.password
  if (typeof password === 'string' && password.length < staffPasswordMinLength) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'password', message: staffMessages.passwordTooShort }],
    })
  }
  return data
}
