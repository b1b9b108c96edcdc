import type { CollectionConfig } from 'payload'

import { orderStatuses, orderStatusLabels } from '@shop/domain/orders'
import { paymentProviderLabels, paymentProviders } from '@shop/domain/payment-providers'
import { reviewRemovalReasons, reviewRemovalReasonValues } from '@shop/domain/review-policy'
import { satisfactionRules } from '@shop/domain/satisfaction'

import { nobody } from '../../access/nobody.ts'
import { nobodyFieldAccess } from '../../access/nobodyFieldAccess.ts'
import { adminsOnly } from '../../access/adminsOnly.ts'
import { recordStatusChange } from './hooks/recordStatusChange.ts'

const statusOptions = orderStatuses.map((status) => ({ label: orderStatusLabels[status], value: status }))

/** What the sale was: written once by the checkout, never by a form (invoices and e-mails restate it). */
const sealed = { update: nobodyFieldAccess }
const centsField = (name: string, label: string) =>
  ({ name, label, type: 'number', required: true, min: 0, access: sealed, admin: { readOnly: true } }) as const

/**
 * Orders, created by the checkout only (server/routes/checkout.ts) and kept 10 years for
 * accounting: nobody deletes one, a cancellation is a status. Administrators move the status along
 * in the dashboard (dashboard/orders/change-order-status.ts; the history records each change,
 * hooks/recordStatusChange.ts); here they read orders and correct the parcel's carrier.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Commande', plural: 'Commandes' },
  access: { read: adminsOnly, create: nobody, update: adminsOnly, delete: nobody },
  admin: {
    group: 'Commandes',
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'createdAt', 'name', 'email', 'status', 'totalCents'],
    listSearchableFields: ['orderNumber', 'email', 'name'],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'orderNumber',
          label: 'Numéro',
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
          defaultValue: 'pending',
          index: true,
          options: statusOptions,
          // Only the workflow moves it (payment, cancellation, withdrawal, the dashboard): a status
          // set here would skip the refund, the customer's e-mail and the allowed transitions.
          access: sealed,
          admin: {
            readOnly: true,
            description:
              'Le statut se change dans le tableau de bord (/dashboard) : remboursement, e-mail au client et historique y suivent le flux de commande.',
          },
        },
      ],
    },
    { name: 'customer', label: 'Compte client', type: 'relationship', relationTo: 'customers', index: true, access: sealed },
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Nom', type: 'text', required: true, access: sealed },
        { name: 'email', label: 'E-mail', type: 'email', required: true, index: true, access: sealed },
        { name: 'phone', label: 'Téléphone', type: 'text', access: sealed },
      ],
    },
    {
      name: 'shippingAddress',
      label: 'Adresse de livraison',
      type: 'group',
      fields: [
        { name: 'street', label: 'Rue', type: 'text', required: true, access: sealed },
        {
          type: 'row',
          fields: [
            { name: 'postalCode', label: 'Code postal', type: 'text', required: true, access: sealed },
            { name: 'city', label: 'Ville', type: 'text', required: true, access: sealed },
            { name: 'country', label: 'Pays', type: 'text', required: true, defaultValue: 'France', access: sealed },
          ],
        },
      ],
    },
    { name: 'notes', label: 'Notes du client', type: 'textarea', maxLength: 500, access: sealed },
    {
      // A free replacement under the warranty (dashboard/tickets/settle-claim.ts): the claim that
      // asked for it and the order whose articles it replaces.
      name: 'replacementOf',
      label: 'Remplacement sous garantie',
      type: 'group',
      access: sealed,
      admin: { readOnly: true, condition: (data: Record<string, unknown>) => Boolean((data?.replacementOf as { claim?: unknown })?.claim) },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'claim', label: 'Réclamation', type: 'relationship', relationTo: 'tickets' },
            { name: 'order', label: 'Commande remplacée', type: 'relationship', relationTo: 'orders' },
          ],
        },
      ],
    },
    {
      name: 'lines',
      label: 'Articles',
      type: 'array',
      required: true,
      minRows: 1,
      access: sealed,
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'productName', label: 'Article', type: 'text', required: true },
            { name: 'quantity', label: 'Quantité', type: 'number', required: true, min: 1 },
            { name: 'unitCents', label: 'Prix unitaire TTC (centimes)', type: 'number', required: true, min: 0 },
            { name: 'totalCents', label: 'Total TTC (centimes)', type: 'number', required: true, min: 0 },
            // The promo code's share: the line was paid totalCents minus it (invoices, refunds).
            { name: 'discountCents', label: 'Remise (centimes)', type: 'number', required: true, min: 0, defaultValue: 0 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'category', label: 'Catégorie', type: 'text', required: true },
            { name: 'productId', label: 'Modèle', type: 'text', required: true },
            { name: 'variant', label: 'Options', type: 'text' },
            { name: 'image', label: 'Image', type: 'text' },
          ],
        },
        // The shopper's photo, for staff to print the skin (checked by orders/check-photos.ts).
        { name: 'photo', label: 'Photo à imprimer', type: 'upload', relationTo: 'customer-photos' },
      ],
    },
    {
      // The mode as sold (its price is shippingCents) and the period promised at /commande:
      // e-mails, invoice and /suivi restate them even after staff change the mode.
      name: 'delivery',
      label: 'Livraison',
      type: 'group',
      access: sealed,
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'modeName', label: 'Mode de livraison', type: 'text' },
            { name: 'earliest', label: 'Livraison estimée au plus tôt (AAAA-MM-JJ)', type: 'text' },
            { name: 'latest', label: 'Livraison estimée au plus tard (AAAA-MM-JJ)', type: 'text' },
          ],
        },
      ],
    },
    {
      // The promo code as sold: its label stays what the shopper saw, whatever staff change later;
      // the relation counts the code's uses (promotions/promo-codes.ts).
      name: 'promo',
      label: 'Code promo',
      type: 'group',
      access: sealed,
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', label: 'Code', type: 'relationship', relationTo: 'promo-codes', index: true },
            { name: 'label', label: 'Libellé', type: 'text' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        centsField('subtotalCents', 'Sous-total TTC (centimes)'),
        { ...centsField('discountCents', 'Remise (centimes)'), defaultValue: 0 },
        centsField('shippingCents', 'Livraison (centimes)'),
        centsField('totalCents', 'Total TTC (centimes)'),
      ],
    },
    {
      type: 'row',
      fields: [
        centsField('htCents', 'Total HT (centimes)'),
        centsField('vatCents', 'TVA (centimes)'),
        centsField('vatRatePercent', 'Taux de TVA (%)'),
      ],
    },
    { name: 'termsAcceptedAt', label: 'CGV acceptées le', type: 'date', required: true, access: sealed, admin: { readOnly: true } },
    {
      name: 'payment',
      label: 'Paiement',
      type: 'group',
      access: sealed,
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              // Written with the payment session; every later operation on the payment goes to that way (payments/adapters.ts).
              name: 'provider',
              label: 'Moyen',
              type: 'select',
              options: paymentProviders.map((value) => ({ value, label: paymentProviderLabels[value].name })),
            },
            { name: 'sessionId', label: 'Session de paiement', type: 'text', unique: true, index: true },
            { name: 'paymentIntentId', label: 'Paiement', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'pageExpiresAt',
              label: 'Page de paiement ouverte jusqu’au',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'paidAt', label: 'Payée le', type: 'date' },
            { name: 'refundedAt', label: 'Remboursée le', type: 'date' },
            { name: 'refundId', label: 'Remboursement', type: 'text' },
          ],
        },
        {
          name: 'partlyRefundedCents',
          label: 'Remboursé après une rétractation partielle (centimes)',
          type: 'number',
          min: 0,
          defaultValue: 0,
          admin: { description: 'Un remboursement de toute la commande ne rembourse plus que le reste.' },
        },
      ],
    },
    {
      name: 'shipping',
      label: 'Expédition',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'carrier', label: 'Transporteur', type: 'text', maxLength: 60 },
            { name: 'trackingNumber', label: 'Numéro de suivi', type: 'text', maxLength: 60 },
          ],
        },
      ],
    },
    {
      name: 'confirmationEmailSentAt',
      label: 'E-mail de confirmation envoyé le',
      type: 'date',
      access: sealed,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // The customer's own words, from the e-mailed links (cms/src/satisfaction): staff read them, nobody edits them.
      name: 'satisfaction',
      label: 'Avis du client',
      type: 'group',
      access: sealed,
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'rating', label: 'Note (sur 5)', type: 'number', min: 1, max: 5 },
            { name: 'ratedAt', label: 'Notée le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'askedAt', label: 'Avis demandé le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        { name: 'comment', label: 'Commentaire', type: 'textarea', maxLength: satisfactionRules.commentMaxLength },
        {
          // Shown on the shop's pages (cms/src/catalogue-reads/public-reviews.ts) while consented to and not removed by staff.
          type: 'row',
          fields: [
            { name: 'published', label: 'Publication acceptée par le client', type: 'checkbox', defaultValue: false },
            { name: 'removedAt', label: 'Retiré du site le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            {
              name: 'removalReason',
              label: 'Motif du retrait',
              type: 'select',
              options: reviewRemovalReasonValues.map((value) => ({ value, label: reviewRemovalReasons[value] })),
            },
          ],
        },
      ],
    },
    {
      name: 'statusHistory',
      label: 'Historique des statuts',
      type: 'array',
      admin: { readOnly: true, initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'status', label: 'Statut', type: 'select', required: true, options: statusOptions },
            { name: 'at', label: 'Le', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', label: 'Par', type: 'text' },
          ],
        },
        { name: 'note', label: 'Événement', type: 'text' },
      ],
    },
  ],
  hooks: { beforeChange: [recordStatusChange] },
}
