import type { CollectionConfig } from 'payload'

import { staffCookieHours } from '@shop/domain/browser-storage'
import { staffUsernameSchema } from '@shop/domain/staff'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { adminsOnlyFieldAccess } from '../../access/adminsOnlyFieldAccess.ts'
import { adminsOrSelf } from '../../access/adminsOrSelf.ts'
import { staffPanelAccess } from '../../access/staffPanelAccess.ts'
import { staffRoles } from '../../access/roles.ts'
import { forgiveStaffLogin, limitStaffLogins } from './staff-login-limits.ts'
import { limitStaffResetRequests } from './staff-reset-limits.ts'
import { zodRule } from '../../fields/zod-rule.ts'
import { staffForgotPassword } from './forgot-password-email.ts'
import { refuseEmailTakenAsUsername } from './hooks/refuseEmailTakenAsUsername.ts'
import { refuseShortPassword } from './hooks/refuseShortPassword.ts'

// Read when the server starts, like payload.config.ts: behind HTTPS the staff cookie must never
// travel in clear text.
const publicUrl = process.env.PUBLIC_URL ?? ''

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Membre du personnel', plural: 'Personnel' },
  access: {
    admin: staffPanelAccess,
    read: adminsOrSelf,
    create: adminsOnly,
    update: adminsOrSelf,
    delete: adminsOnly,
    // Payload's default lets any signed-in account unlock any other one.
    unlock: adminsOnly,
  },
  admin: { group: 'Administration', useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    tokenExpiration: staffCookieHours * 60 * 60,
    // No lockout: strangers' wrong passwords locked the account's owner out, again and again.
    // Logins are limited per client and slowed down per account instead (./staff-login-limits.ts).
    maxLoginAttempts: 0,
    cookies: { secure: publicUrl.startsWith('https:') },
    forgotPassword: staffForgotPassword,
  },
  fields: [
    { name: 'name', label: 'Nom', type: 'text' },
    {
      name: 'username',
      label: "Nom d'utilisateur",
      type: 'text',
      unique: true,
      index: true,
      maxLength: 60,
      validate: zodRule(staffUsernameSchema),
      admin: { description: 'Pour se connecter au tableau de bord (/admin-login) sans taper son e-mail. Sans « @ ».' },
    },
    {
      name: 'role',
      label: 'Rôle',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { create: adminsOnlyFieldAccess, update: adminsOnlyFieldAccess },
      options: staffRoles.map((role) => ({
        label: role === 'admin' ? 'Administrateur' : 'Éditeur',
        value: role,
      })),
    },
    {
      name: 'managesPromotions',
      label: 'Gère les promotions',
      type: 'checkbox',
      defaultValue: false,
      saveToJWT: true,
      access: { create: adminsOnlyFieldAccess, update: adminsOnlyFieldAccess },
      admin: {
        description: 'Un éditeur qui gère les promotions crée et modifie les codes promo (les administrateurs le peuvent toujours).',
        condition: (data) => data.role === 'editor',
      },
    },
  ],
  hooks: {
    beforeOperation: [limitStaffLogins, limitStaffResetRequests],
    beforeValidate: [refuseShortPassword, refuseEmailTakenAsUsername],
    afterLogin: [forgiveStaffLogin],
  },
}
