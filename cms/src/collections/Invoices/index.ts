import type { CollectionConfig } from 'payload'

import { invoiceKindLabels, invoiceKinds, invoiceScopeLabels, invoiceScopes } from '@shop/domain/invoices'

import { nobody } from '../../access/nobody.ts'
import { adminsOnly } from '../../access/adminsOnly.ts'

/**
 * Invoices and credit notes, issued by server code only (invoices/issue-invoice.ts) and never
 * changed: the `snapshot` freezes what the PDF says (seller, buyer, lines, totals, dates), so that
 * it renders the same forever whatever later happens to the settings or the order. Customers
 * download theirs through the PDF route (server/routes/invoices.ts), which checks the order's owner.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: 'Facture', plural: 'Factures' },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Commandes',
    useAsTitle: 'number',
    defaultColumns: ['number', 'kind', 'order', 'issuedAt'],
    listSearchableFields: ['number'],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', label: 'Numéro', type: 'text', required: true, unique: true, index: true },
        {
          name: 'kind',
          label: 'Type',
          type: 'select',
          required: true,
          options: invoiceKinds.map((kind) => ({ label: invoiceKindLabels[kind], value: kind })),
        },
        { name: 'issuedAt', label: 'Émise le', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'order', label: 'Commande', type: 'relationship', relationTo: 'orders', required: true, index: true },
        { name: 'creditedInvoice', label: 'Facture annulée par cet avoir', type: 'relationship', relationTo: 'invoices' },
        {
          name: 'scope',
          label: 'Porte sur',
          type: 'select',
          required: true,
          defaultValue: 'order',
          options: invoiceScopes.map((scope) => ({ label: invoiceScopeLabels[scope], value: scope })),
        },
      ],
    },
    {
      name: 'pdf',
      label: 'PDF',
      type: 'ui',
      admin: { components: { Field: '/collections/Invoices/components/InvoicePdfLink.tsx#InvoicePdfLink' } },
    },
    {
      name: 'snapshot',
      label: 'Contenu figé',
      type: 'json',
      required: true,
      admin: { description: 'Ce que dit le PDF, figé à l’émission.' },
    },
  ],
  // One invoice and one credit note of the whole order or of its rest at most, even under concurrent
  // issuers: a partial unique index of migration 20261127_220352 (a withdrawal's credit notes, one
  // per withdrawal, are guarded by their ticket's lock). Payload's indexes cannot say `where`.
}
