import type { CollectionConfig } from 'payload'

import { staffPasswordResetEmail } from '../../emails/staff-password-reset.ts'
import { env } from '../../lib/env.ts'

type StaffUser = { name?: string | null }

/**
 * The staff reset e-mail, in French. The link is built on PUBLIC_URL, not on the request's Host
 * header (Payload's default), which anybody sending the request can choose.
 */
const resetEmail = (token: string | undefined, user: StaffUser | undefined) =>
  staffPasswordResetEmail(user?.name, `${env().PUBLIC_URL}/admin/reset/${token ?? ''}`)

export const staffForgotPassword: NonNullable<Extract<CollectionConfig['auth'], object>['forgotPassword']> = {
  generateEmailSubject: (args) => resetEmail(args?.token, args?.user as StaffUser | undefined).subject,
  generateEmailHTML: (args) => resetEmail(args?.token, args?.user as StaffUser | undefined).html,
}
