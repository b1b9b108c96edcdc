import type { CollectionConfig } from 'payload'

import { ticketCategories, ticketPriorities, ticketPriorityLabels, ticketStatuses, ticketStatusLabels } from '@shop/domain/tickets'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { nobody } from '../../access/nobody.ts'
import { nobodyFieldAccess } from '../../access/nobodyFieldAccess.ts'
import { staffOnly } from '../../access/staffOnly.ts'

const sealed = { update: nobodyFieldAccess }

/**
 * Messages for the support team (the /suivi support form today): created by the shop's own
 * endpoints only, then handled by staff, who set status, priority and assignee and keep a note.
 * What the sender wrote stays as sent.
 */
export const Tickets: CollectionConfig = {
  slug: 'tickets',
  labels: { singular: 'Demande de support', plural: 'Demandes de support' },
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: adminsOnly },
  admin: {
    group: 'Service client',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'createdAt', 'name', 'category', 'priority', 'status'],
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
      access: sealed,
      admin: { readOnly: true },
      options: [{ label: 'Support depuis le suivi de commande', value: 'order-support' }],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Nom', type: 'text', required: true, access: sealed },
        { name: 'email', label: 'E-mail', type: 'email', required: true, index: true, access: sealed },
        { name: 'orderNumber', label: 'Numéro de commande', type: 'text', access: sealed },
      ],
    },
    { name: 'order', label: 'Commande', type: 'relationship', relationTo: 'orders', access: sealed, admin: { readOnly: true } },
    { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 500, access: sealed, admin: { readOnly: true } },
    { name: 'assignee', label: 'Suivi par', type: 'relationship', relationTo: 'users' },
    { name: 'internalNote', label: 'Note interne', type: 'textarea', admin: { description: 'Visible du personnel seulement.' } },
  ],
}
