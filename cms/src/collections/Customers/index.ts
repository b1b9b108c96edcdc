import type { CollectionConfig } from 'payload'

import { inactiveAccountYears, inactivityNoticeDays } from '@shop/domain/inactive-accounts'
import { countries, defaultCountry } from '@shop/domain/profile'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { adminsOnlyFieldAccess } from '../../access/adminsOnlyFieldAccess.ts'
import { nobodyFieldAccess } from '../../access/nobodyFieldAccess.ts'
import { nobodyPanelAccess } from '../../access/nobodyPanelAccess.ts'
import { unproveTypedEmail } from './hooks/unprove-typed-email.ts'

/**
 * Shop customers, apart from staff. They sign in through our own endpoints (scrypt passwords,
 * revocable session tokens), and those endpoints find the session themselves (requireSession).
 * Payload is given no strategy for them: its REST, its admin and its internal collections
 * (document locks, preferences) treat every signed-in account as staff, so to Payload a customer
 * is an anonymous visitor. The collection stays an auth collection for its database schema
 * (locks and preferences keep a `customers` relation) and so that no local login exists.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Client', plural: 'Clients' },
  access: {
    admin: nobodyPanelAccess,
    read: adminsOnly,
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  admin: {
    group: 'Boutique',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'createdVia', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
  },
  auth: { disableLocalStrategy: true },
  hooks: { beforeChange: [unproveTypedEmail] },
  fields: [
    {
      name: 'email',
      label: 'E-mail',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      // The address is the customer's login: an editor changing it could take the account over.
      access: { update: adminsOnlyFieldAccess },
    },
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
    {
      name: 'emailVerifiedAt',
      label: 'E-mail confirmé le',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, description: 'Vide tant que le client n’a pas prouvé que l’adresse est la sienne.' },
      // Only proof of the mailbox sets it (the link, Google, a password reset): never a form.
      access: { create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    { name: 'lastLoginAt', label: 'Dernière connexion', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'lastActiveAt',
      label: 'Dernière activité',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: `Dernière connexion ou commande. Après ${inactiveAccountYears} ans sans activité, le compte est anonymisé (le client est prévenu ${inactivityNoticeDays} jours avant).`,
      },
      access: { create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    {
      name: 'inactivityWarnedAt',
      label: 'Prévenu de la suppression pour inactivité le',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.inactivityWarnedAt) },
      access: { create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    { name: 'anonymisedAt', label: 'Anonymisé le', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'passwordHash',
      type: 'text',
      hidden: true,
      access: { read: nobodyFieldAccess, create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    {
      name: 'emailVerificationTokenHash',
      type: 'text',
      unique: true,
      hidden: true,
      access: { read: nobodyFieldAccess, create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    {
      name: 'emailVerificationExpiresAt',
      type: 'date',
      hidden: true,
      access: { read: nobodyFieldAccess, create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    {
      name: 'pendingEmail',
      label: 'Nouvelle adresse en attente',
      type: 'email',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'Adresse demandée par le client : elle ne remplace l’actuelle qu’une fois son lien ouvert dans un navigateur connecté au compte.',
      },
      access: { create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    {
      name: 'pendingEmailTokenHash',
      type: 'text',
      unique: true,
      hidden: true,
      access: { read: nobodyFieldAccess, create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    {
      name: 'pendingEmailCancelTokenHash',
      type: 'text',
      unique: true,
      hidden: true,
      access: { read: nobodyFieldAccess, create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    {
      name: 'pendingEmailExpiresAt',
      label: 'Lien de la nouvelle adresse valable jusqu’au',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.pendingEmail) },
      access: { create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    {
      name: 'erasureTokenHash',
      type: 'text',
      unique: true,
      hidden: true,
      access: { read: nobodyFieldAccess, create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
    {
      name: 'erasureExpiresAt',
      type: 'date',
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
