import type { GlobalConfig } from 'payload'

import { mediatorWebsiteSchema, submissionRetentionDefaultMonths } from '@shop/domain/forms'
import { legalFormSchema, siretSchema, vatNumberSchema } from '@shop/domain/invoices'
import { settingsMentionsMessages, settingsPlaceholders } from '@shop/domain/settings-mentions'
import { defaultPaymentMethods, paymentMethodIds, paymentMethodLabels, paymentMethodsSettingHelp } from '@shop/domain/payment-methods'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { adminsOnlyFieldAccess } from '../../access/adminsOnlyFieldAccess.ts'
import { anyone } from '../../access/anyone.ts'
import { nobodyFieldAccess } from '../../access/nobodyFieldAccess.ts'
import { staffOnly } from '../../access/staffOnly.ts'
import { staffOnlyFieldAccess } from '../../access/staffOnlyFieldAccess.ts'
import { globalInvalidatesCatalogue } from '../../catalogue-reads/invalidation.ts'
import { zodRule } from '../../fields/zod-rule.ts'
import { env } from '../../lib/env.ts'
import { recordEditor } from './hooks/recordEditor.ts'

/**
 * The seller's mentions the law wants before any order: required in production, optional
 * elsewhere (a development shop has no host to name). Through `validate`, so that the columns
 * stay nullable for settings saved before they existed.
 */
const requiredInProduction = (value: unknown): string | true =>
  env().APP_ENV !== 'production' || (typeof value === 'string' && value.trim() !== '')
    ? true
    : settingsMentionsMessages.requiredInProduction

// Required through `validate` rather than `required`: the columns stay nullable, so the migration
// applies to a database whose settings were saved before invoices existed.
const invoiceMention = 'Mention obligatoire des factures.'

/**
 * Editors write the shop's copy (hours, reply delay, search suggestions, claims, social links),
 * not what binds or routes for the company: the seller's identity that every later invoice
 * freezes, the public contact mentions of the legal notice (LCEN art. 6), the addresses staff
 * notifications and legal requests go to, the consumer mediator and the retention period the
 * hourly purge deletes by. An editor's value for these is dropped, the stored one kept.
 */
const adminsWrite = { update: adminsOnlyFieldAccess }

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Paramètres du site',
  // Restoring a version bypasses field access (Payload writes it as stored) and starts from the
  // version list: both stay with administrators, so that editors cannot bring back an old identity.
  access: { read: anyone, update: staffOnly, readVersions: adminsOnly },
  admin: { group: 'Administration' },
  hooks: {
    beforeChange: [recordEditor],
    // The contact details are rendered into service pages by the server: a save drops them.
    afterChange: globalInvalidatesCatalogue('content'),
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Coordonnées',
          fields: [
            { name: 'shopName', label: 'Nom de la boutique', type: 'text', required: true },
            { name: 'legalName', label: 'Raison sociale', type: 'text', required: true, access: adminsWrite },
            {
              type: 'row',
              fields: [
                {
                  name: 'legalForm',
                  label: 'Forme juridique',
                  type: 'text',
                  access: adminsWrite,
                  validate: zodRule(legalFormSchema),
                  admin: { placeholder: 'SAS au capital de 1 000 €', description: invoiceMention },
                },
                {
                  name: 'rcs',
                  label: 'RCS',
                  type: 'text',
                  maxLength: 60,
                  access: adminsWrite,
                  admin: { placeholder: 'RCS Paris 912 345 675' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'siret',
                  label: 'SIRET',
                  type: 'text',
                  access: adminsWrite,
                  validate: zodRule(siretSchema),
                  admin: { placeholder: '14 chiffres', description: invoiceMention },
                },
                {
                  name: 'vatNumber',
                  label: 'N° de TVA intracommunautaire',
                  type: 'text',
                  access: adminsWrite,
                  validate: zodRule(vatNumberSchema),
                  admin: { placeholder: 'FR65912345675', description: invoiceMention },
                },
              ],
            },
            { name: 'email', label: 'E-mail de contact', type: 'email', required: true, access: adminsWrite },
            { name: 'supportEmail', label: 'E-mail du service client', type: 'email', required: true, access: adminsWrite },
            {
              name: 'phone',
              label: 'Téléphone',
              type: 'text',
              maxLength: 30,
              access: adminsWrite,
              validate: requiredInProduction,
              admin: {
                description: `Affiché avant toute commande (Code de la consommation L221-5, R111-1) ; les textes légaux le citent là où ils portent ${settingsPlaceholders.phone}.`,
              },
            },
            {
              name: 'publicationDirector',
              label: 'Directeur de la publication',
              type: 'text',
              maxLength: 120,
              access: adminsWrite,
              validate: requiredInProduction,
              admin: {
                placeholder: 'Prénom Nom',
                description: `Une personne (LCEN art. 6-III), citée là où les textes portent ${settingsPlaceholders.publicationDirector}.`,
              },
            },
            {
              name: 'address',
              label: 'Adresse',
              type: 'group',
              access: adminsWrite,
              fields: [
                { name: 'street', label: 'Rue', type: 'text', required: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'postalCode', label: 'Code postal', type: 'text', required: true },
                    { name: 'city', label: 'Ville', type: 'text', required: true },
                    { name: 'country', label: 'Pays', type: 'text', required: true, defaultValue: 'France' },
                  ],
                },
              ],
            },
            {
              name: 'host',
              label: 'Hébergeur du site',
              type: 'group',
              access: adminsWrite,
              admin: {
                description: `Nom, adresse et téléphone (LCEN art. 6-III), cités là où les textes portent ${settingsPlaceholders.host}.`,
              },
              fields: [
                { name: 'name', label: 'Nom', type: 'text', maxLength: 200, validate: requiredInProduction },
                { name: 'address', label: 'Adresse postale', type: 'textarea', maxLength: 500, validate: requiredInProduction },
                { name: 'phone', label: 'Téléphone', type: 'text', maxLength: 30, validate: requiredInProduction },
              ],
            },
          ],
        },
        {
          label: 'Paiement',
          fields: [
            {
              name: 'paymentMethods',
              label: 'Moyens de paiement proposés',
              type: 'select',
              hasMany: true,
              required: true,
              access: adminsWrite,
              defaultValue: [...defaultPaymentMethods],
              options: paymentMethodIds.map((value) => ({ value, label: paymentMethodLabels[value] })),
              admin: {
                description: paymentMethodsSettingHelp,
              },
            },
          ],
        },
        {
          label: 'Données et litiges',
          fields: [
            {
              name: 'submissionRetentionMonths',
              label: 'Conservation des formulaires (mois)',
              type: 'number',
              required: true,
              min: 1,
              max: 120,
              access: adminsWrite,
              defaultValue: submissionRetentionDefaultMonths,
              admin: {
                description:
                  'Demandes, réclamations, rétractations et inscriptions à la newsletter plus anciennes : supprimées avec leurs photos (politique de confidentialité).',
              },
            },
            {
              name: 'mediator',
              label: 'Médiateur de la consommation',
              type: 'group',
              access: adminsWrite,
              admin: {
                description: `Cité dans les mentions légales, les conditions générales et leur PDF joint aux confirmations (Code de la consommation L612-1), là où les textes portent ${settingsPlaceholders.mediator}.`,
              },
              fields: [
                { name: 'name', label: 'Nom', type: 'text', maxLength: 200, validate: requiredInProduction },
                { name: 'address', label: 'Adresse postale', type: 'textarea', maxLength: 500 },
                { name: 'website', label: 'Site internet', type: 'text', maxLength: 200, validate: zodRule(mediatorWebsiteSchema) },
              ],
            },
          ],
        },
        {
          label: 'Horaires',
          fields: [
            {
              name: 'hours',
              label: "Horaires d'ouverture",
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'days', label: 'Jours', type: 'text', required: true },
                    { name: 'hours', label: 'Horaires', type: 'text', required: true },
                  ],
                },
              ],
            },
            { name: 'emailReplyDelay', label: 'Délai de réponse par e-mail', type: 'text', required: true },
          ],
        },
        {
          label: 'Recherche',
          fields: [
            {
              name: 'popularSearches',
              label: 'Recherches populaires',
              type: 'array',
              maxRows: 8,
              admin: { description: 'Proposées dans la recherche de la boutique avant la saisie.' },
              fields: [{ name: 'query', label: 'Recherche', type: 'text', required: true, maxLength: 60 }],
            },
          ],
        },
        {
          label: 'Engagements',
          fields: [
            {
              name: 'warrantyDays',
              label: 'Durée de garantie (jours)',
              type: 'number',
              required: true,
              min: 0,
              defaultValue: 30,
            },
            { name: 'foundedAt', label: 'Création de la boutique (AAAA-MM)', type: 'text', required: true },
            {
              name: 'claims',
              label: 'Arguments affichés',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'transparency', label: 'Transparence', type: 'text', required: true },
                    { name: 'hardness', label: 'Dureté', type: 'text', required: true },
                    { name: 'privacyAngle', label: 'Angle anti-espion', type: 'text', required: true },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'blueLightFilter', label: 'Filtre lumière bleue', type: 'text', required: true },
                    { name: 'modelCoverage', label: 'Modèles couverts', type: 'text', required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Réseaux sociaux',
          fields: [
            {
              name: 'social',
              label: 'Réseaux sociaux',
              type: 'group',
              fields: ['facebook', 'instagram', 'tiktok', 'youtube'].map((name) => ({
                name,
                label: name.charAt(0).toUpperCase() + name.slice(1),
                type: 'text' as const,
              })),
            },
          ],
        },
      ],
    },
    {
      name: 'updatedBy',
      label: 'Modifié par',
      type: 'text',
      // Written by recordEditor only; the public reads the settings, not who on the staff saved them.
      access: { read: staffOnlyFieldAccess, update: nobodyFieldAccess },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  // Each save leaves a version with its date and author (updatedBy).
  versions: { max: 50 },
}
