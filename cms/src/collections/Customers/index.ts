import type { CollectionConfig } from 'payload'

import { countries, defaultCountry } from '@shop/domain/profile'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { nobodyFieldAccess, nobodyPanelAccess } from '../../access/nobody.ts'
import { staffOnly } from '../../access/staffOnly.ts'
import { staffOrSelfCustomer } from '../../access/staffOrSelfCustomer.ts'
import { customerSessionStrategy } from '../../auth/customerSessionStrategy.ts'

/**
 * Shop customers, apart from staff. They sign in through our own endpoints (scrypt passwords,
 * revocable session tokens); Payload sees them through the `customer-session` strategy.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Client', plural: 'Clients' },
  access: {
    admin: nobodyPanelAccess,
    read: staffOrSelfCustomer,
    create: staffOnly,
    update: staffOnly,
    delete: adminsOnly,
  },
  admin: {
    group: 'Boutique',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'createdVia', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
  },
  auth: { disableLocalStrategy: true, strategies: [customerSessionStrategy] },
  fields: [
    { name: 'email', label: 'E-mail', type: 'email', required: true, unique: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'firstName', label: 'Prénom', type: 'text', maxLength: 100 },
        { name: 'lastName', label: 'Nom', type: 'text', maxLength: 100 },
        { name: 'phone', label: 'Téléphone', type: 'text', maxLength: 30 },
      ],
    },
    {
      name: 'address',
      label: 'Adresse de livraison',
      type: 'group',
      fields: [
        { name: 'street', label: 'Rue', type: 'text', maxLength: 200 },
        {
          type: 'row',
          fields: [
            { name: 'postalCode', label: 'Code postal', type: 'text', maxLength: 10 },
            { name: 'city', label: 'Ville', type: 'text', maxLength: 100 },
            {
              name: 'country',
              label: 'Pays',
              type: 'select',
              defaultValue: defaultCountry,
              options: countries.map((country) => ({ label: country, value: country })),
            },
          ],
        },
      ],
    },
    {
      name: 'createdVia',
      label: 'Créé via',
      type: 'select',
      defaultValue: 'signup',
      admin: { position: 'sidebar', readOnly: true },
      options: [
        { label: 'Inscription', value: 'signup' },
        { label: 'Google', value: 'google' },
        { label: 'Formulaire de commande', value: 'order_form' },
      ],
    },
    { name: 'lastLoginAt', label: 'Dernière connexion', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    { name: 'anonymisedAt', label: 'Anonymisé le', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'passwordHash',
      type: 'text',
      hidden: true,
      access: { read: nobodyFieldAccess, create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    {
      name: 'googleSubject',
      type: 'text',
      unique: true,
      hidden: true,
      access: { read: nobodyFieldAccess, create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
  ],
}
