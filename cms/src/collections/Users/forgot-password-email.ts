import type { CollectionConfig } from 'payload'

import { staffPasswordResetEmail } from './emails/staff-password-reset.ts'
import { env } from '../../lib/env.ts'
import { sealedLink } from '../../mail/sealed-links.ts'

type StaffUser = { name?: string | null }
type ForgotPassword = NonNullable<Extract<CollectionConfig['auth'], object>['forgotPassword']>
type ResetArgs = Parameters<NonNullable<ForgotPassword['generateEmailHTML']>>[0]

/**
 * The staff reset e-mail, in French. The link is built on PUBLIC_URL, not on the request's Host
 * header (Payload's default), which anybody sending the request can choose, and queued sealed
 * (../../mail/sealed-links.ts). Its path is Payload's admin route: that token cannot move to a fragment.
 */
function resetEmail(args: ResetArgs) {
  if (!args?.req) throw new Error('Payload asked for the staff reset e-mail without its request')
  const url = `${env().PUBLIC_URL}/admin/reset/${args.token ?? ''}`
  return staffPasswordResetEmail((args.user as StaffUser | undefined)?.name, sealedLink(args.req.payload.secret, url))
}

export const staffForgotPassword: ForgotPassword = {
  generateEmailSubject: (args) => resetEmail(args).subject,
  generateEmailHTML: (args) => resetEmail(args).html,
}
