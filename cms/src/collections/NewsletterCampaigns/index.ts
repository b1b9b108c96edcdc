import type { CollectionConfig, FieldAccess } from 'payload'

import { campaignLimits, campaignStatuses, campaignStatusLabels, isStaffCampaignStatus } from '@shop/domain/newsletter'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { nobodyFieldAccess } from '../../access/nobodyFieldAccess.ts'
import { staffOnly } from '../../access/staffOnly.ts'
import { checkCampaignLink } from './hooks/checkCampaignLink.ts'
import { keepSendToTheChore } from './hooks/keepSendToTheChore.ts'

const sendOnly = { create: nobodyFieldAccess, update: nobodyFieldAccess }

/** The admin shows a newsletter that has started to leave as read-only (hooks/keepSendToTheChore.ts refuses its edit). */
const untilSent: FieldAccess = ({ doc }) => !doc || isStaffCampaignStatus((doc as { status?: unknown }).status)
const editableUntilSent = { update: untilSent }

/**
 * Newsletters staff write and schedule; newsletter/send-campaigns.ts sends each to every
 * confirmed subscriber once, however many instances run, and records the counts here.
 */
export const NewsletterCampaigns: CollectionConfig = {
  slug: 'newsletter-campaigns',
  labels: { singular: 'Envoi de newsletter', plural: 'Envois de newsletter' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: adminsOnly },
  admin: {
    group: 'Service client',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'sendAt', 'sentCount', 'sentAt'],
    description:
      'Programmée : part à la date choisie (ou dès que possible sans date) vers chaque abonné inscrit, une seule fois. ' +
      'Une newsletter partie ne se modifie plus.',
  },
  hooks: { beforeValidate: [checkCampaignLink], beforeChange: [keepSendToTheChore] },
  fields: [
    { name: 'subject', label: 'Objet', type: 'text', required: true, maxLength: campaignLimits.subjectMax, access: editableUntilSent },
    {
      name: 'body',
      label: 'Texte',
      type: 'textarea',
      required: true,
      maxLength: campaignLimits.bodyMax,
      access: editableUntilSent,
      admin: {
        rows: 12,
        description: 'Séparez les paragraphes par une ligne vide. « Bonjour, », la signature et le lien de désinscription sont ajoutés.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'linkLabel',
          label: 'Texte du bouton (facultatif)',
          type: 'text',
          maxLength: campaignLimits.linkLabelMax,
          access: editableUntilSent,
        },
        { name: 'linkUrl', label: 'Adresse du bouton (facultatif)', type: 'text', access: editableUntilSent },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: 'Statut',
          type: 'select',
          required: true,
          defaultValue: 'draft',
          index: true,
          access: editableUntilSent,
          options: campaignStatuses.map((status) => ({ label: campaignStatusLabels[status], value: status })),
          // Staff pick between the first two; the others show once the send has set them.
          filterOptions: ({ options, data }) =>
            isStaffCampaignStatus(data.status)
              ? options.filter((option) => isStaffCampaignStatus(typeof option === 'string' ? option : option.value))
              : options,
        },
        {
          name: 'sendAt',
          label: 'Envoyer le',
          type: 'date',
          index: true,
          access: editableUntilSent,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Vide : dès que possible.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sentCount', label: 'E-mails envoyés', type: 'number', access: sendOnly, admin: { readOnly: true } },
        { name: 'failedCount', label: 'E-mails refusés', type: 'number', access: sendOnly, admin: { readOnly: true } },
        {
          name: 'sentAt',
          label: 'Envoi terminé le',
          type: 'date',
          access: sendOnly,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
