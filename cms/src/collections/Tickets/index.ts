import type { CollectionConfig } from 'payload'

import { claimRemedies, claimRemedyLabels, returnReceivedKinds, returnReceivedLabels } from '@shop/domain/after-sales'
import {
  ticketCategories,
  ticketFieldLabels,
  ticketPriorities,
  ticketPriorityLabels,
  ticketReplyAuthorLabels,
  ticketReplyAuthors,
  ticketSourceLabels,
  ticketSources,
  ticketStatuses,
  ticketStatusLabels,
  withdrawalFieldLabels,
} from '@shop/domain/tickets'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { nobody } from '../../access/nobody.ts'
import { nobodyFieldAccess } from '../../access/nobodyFieldAccess.ts'
import { staffOnly } from '../../access/staffOnly.ts'
import { consentProofField } from '../../fields/consent-proof.ts'

const sealed = { update: nobodyFieldAccess }

/** What the sender typed, shown only on the tickets of the forms that ask for it; read-only for staff. */
const whenFilled = (name: string) => ({
  readOnly: true,
  condition: (data: Record<string, unknown>) => {
    const value = data?.[name]
    return Array.isArray(value) ? value.length > 0 : Boolean(value)
  },
})

/**
 * The support inbox: the shop's forms (`POST /api/forms/:form`, all but the newsletter), the
 * online withdrawals (`POST /api/withdrawals`) and the customers' replies by e-mail
 * (../../inbound-mail), created by the shop's own code only, then handled by staff, who set
 * status (open = new, in progress, resolved or closed = done), priority and assignee and keep a
 * note. What the sender wrote stays as sent, stored as plain text.
 */
export const Tickets: CollectionConfig = {
  slug: 'tickets',
  labels: { singular: 'Demande', plural: 'Demandes' },
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: adminsOnly },
  admin: {
    group: 'Service client',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'createdAt', 'source', 'name', 'priority', 'status', 'assignee'],
    listSearchableFields: ['reference', 'email', 'name', 'orderNumber'],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          label: 'Référence',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          access: sealed,
          admin: { readOnly: true },
        },
        {
          name: 'status',
          label: 'Statut',
          type: 'select',
          required: true,
          defaultValue: 'open',
          index: true,
          options: ticketStatuses.map((status) => ({ label: ticketStatusLabels[status], value: status })),
        },
        {
          name: 'priority',
          label: 'Priorité',
          type: 'select',
          required: true,
          defaultValue: 'medium',
          options: ticketPriorities.map((priority) => ({ label: ticketPriorityLabels[priority], value: priority })),
        },
        {
          name: 'category',
          label: 'Catégorie',
          type: 'select',
          options: ticketCategories.map((category) => ({ label: category, value: category })),
        },
      ],
    },
    {
      name: 'source',
      label: 'Formulaire',
      type: 'select',
      required: true,
      index: true,
      access: sealed,
      admin: { readOnly: true },
      options: ticketSources.map((source) => ({ label: ticketSourceLabels[source], value: source })),
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: ticketFieldLabels.name, type: 'text', required: true, access: sealed },
        { name: 'email', label: ticketFieldLabels.email, type: 'email', required: true, index: true, access: sealed },
        { name: 'phone', label: ticketFieldLabels.phone, type: 'text', access: sealed, admin: whenFilled('phone') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'orderNumber', label: ticketFieldLabels.orderNumber, type: 'text', access: sealed },
        { name: 'orderDate', label: ticketFieldLabels.orderDate, type: 'text', access: sealed, admin: whenFilled('orderDate') },
        { name: 'order', label: 'Commande', type: 'relationship', relationTo: 'orders', access: sealed, admin: { readOnly: true } },
      ],
    },
    { name: 'subject', label: ticketFieldLabels.subject, type: 'text', access: sealed, admin: whenFilled('subject') },
    {
      type: 'row',
      fields: [
        { name: 'product', label: ticketFieldLabels.product, type: 'text', access: sealed, admin: whenFilled('product') },
        { name: 'problem', label: ticketFieldLabels.problem, type: 'text', access: sealed, admin: whenFilled('problem') },
        { name: 'reason', label: ticketFieldLabels.reason, type: 'text', access: sealed, admin: whenFilled('reason') },
      ],
    },
    { name: 'message', label: ticketFieldLabels.message, type: 'textarea', maxLength: 500, access: sealed, admin: whenFilled('message') },
    {
      name: 'productDetails',
      label: ticketFieldLabels.productDetails,
      type: 'textarea',
      maxLength: 500,
      access: sealed,
      admin: whenFilled('productDetails'),
    },
    {
      name: 'otherReason',
      label: ticketFieldLabels.otherReason,
      type: 'textarea',
      maxLength: 500,
      access: sealed,
      admin: whenFilled('otherReason'),
    },
    {
      name: 'withdrawnAt',
      label: ticketFieldLabels.withdrawnAt,
      type: 'date',
      access: sealed,
      admin: { ...whenFilled('withdrawnAt'), date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // What the customer withdrew from (withdrawals/withdraw-order.ts): staff refund what it says.
      name: 'withdrawnLines',
      label: withdrawalFieldLabels.withdrawnLines,
      type: 'array',
      access: sealed,
      admin: whenFilled('withdrawnLines'),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lineId', label: 'Ligne de la commande', type: 'text', required: true },
            { name: 'productName', label: 'Article', type: 'text', required: true },
            { name: 'quantity', label: 'Quantité', type: 'number', required: true, min: 1 },
            { name: 'refundCents', label: 'À rembourser TTC (centimes)', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
    {
      name: 'withdrawalCoversOrder',
      label: withdrawalFieldLabels.withdrawalCoversOrder,
      type: 'checkbox',
      access: sealed,
      admin: whenFilled('withdrawalCoversOrder'),
    },
    {
      // A withdrawal from part of the order, refunded from the dashboard (dashboard/tickets/refund-withdrawal.ts).
      type: 'row',
      fields: [
        {
          name: 'withdrawalRefundedAt',
          label: withdrawalFieldLabels.refundedAt,
          type: 'date',
          access: sealed,
          admin: { ...whenFilled('withdrawalRefundedAt'), date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'withdrawalRefundId', label: 'Remboursement', type: 'text', access: sealed, admin: whenFilled('withdrawalRefundId') },
      ],
    },
    {
      // The articles of a withdrawal, or the proof of their dispatch, as staff record them in the
      // dashboard (dashboard/tickets/return-received.ts): the refund may wait until then (L221-24).
      name: 'returnReceived',
      label: 'Retour des articles',
      type: 'group',
      access: sealed,
      admin: {
        readOnly: true,
        condition: (data: Record<string, unknown>) => data?.source === 'withdrawal' || data?.source === 'retractation',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: 'Reçu',
              type: 'select',
              options: returnReceivedKinds.map((kind) => ({ label: returnReceivedLabels[kind], value: kind })),
            },
            { name: 'at', label: 'Le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', label: 'Par', type: 'text' },
          ],
        },
      ],
    },
    {
      // A warranty claim's one remedy, given from the dashboard (dashboard/tickets/settle-claim.ts).
      name: 'remedy',
      label: 'Règlement de la réclamation',
      type: 'group',
      access: sealed,
      admin: { readOnly: true, condition: (data: Record<string, unknown>) => data?.source === 'warranty-claim' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: 'Règlement',
              type: 'select',
              options: claimRemedies.map((remedy) => ({ label: claimRemedyLabels[remedy], value: remedy })),
            },
            { name: 'at', label: 'Le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', label: 'Par', type: 'text' },
          ],
        },
        { name: 'reason', label: 'Motif du refus', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'replacementOrder', label: 'Commande de remplacement', type: 'relationship', relationTo: 'orders' },
            { name: 'refundCents', label: 'Remboursé TTC (centimes)', type: 'number', min: 0 },
          ],
        },
      ],
    },
    {
      name: 'photos',
      label: 'Photos',
      type: 'upload',
      relationTo: 'claim-photos',
      hasMany: true,
      access: sealed,
      admin: whenFilled('photos'),
    },
    consentProofField,
    {
      name: 'senderData',
      label: 'Données de l’expéditeur',
      type: 'ui',
      admin: { components: { Field: '/collections/Tickets/components/SenderDataActions.tsx#SenderDataActions' } },
    },
    {
      name: 'replies',
      label: 'Échanges',
      type: 'array',
      access: sealed,
      admin: {
        readOnly: true,
        initCollapsed: true,
        description:
          'Les réponses du personnel, envoyées au client par e-mail depuis le tableau de bord, et celles du client, reçues par e-mail. Un e-mail venu d’une autre adresse que celle de la demande est marqué « Expéditeur non vérifié » : il ne rouvre rien.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'at', label: 'Le', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            {
              name: 'author',
              label: 'De',
              type: 'select',
              required: true,
              defaultValue: 'staff',
              options: ticketReplyAuthors.map((author) => ({ label: ticketReplyAuthorLabels[author], value: author })),
            },
            { name: 'by', label: 'Par', type: 'text' },
          ],
        },
        { name: 'message', label: 'Réponse', type: 'textarea', required: true },
        {
          name: 'authenticationResults',
          label: 'Authentication-Results (serveur de réception)',
          type: 'textarea',
          admin: {
            condition: (_data: unknown, sibling: { authenticationResults?: string | null }) => Boolean(sibling?.authenticationResults),
          },
        },
      ],
    },
    {
      name: 'firstResponseAt',
      label: 'Première réponse le',
      type: 'date',
      index: true,
      access: sealed,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'assignee', label: 'Suivi par', type: 'relationship', relationTo: 'users' },
    { name: 'internalNote', label: 'Note interne', type: 'textarea', admin: { description: 'Visible du personnel seulement.' } },
  ],
}
