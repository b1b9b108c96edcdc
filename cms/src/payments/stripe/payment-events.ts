import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody.ts'
import { adminsOnly } from '../../access/adminsOnly.ts'

/**
 * The payment events received (Stripe webhooks), one row per event id: a replayed or duplicated
 * event finds its row and changes nothing (./webhook-router.ts). Its slug and table are kept from
 * before payments had a folder per way to pay.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: 'Événement de paiement', plural: 'Événements de paiement' },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: nobody },
  admin: { group: 'Commandes', hidden: true },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
  ],
}
