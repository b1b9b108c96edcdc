/** Support tickets (spec core §3, §4: statuses, priorities, categories), as staff handle them. */
export const ticketStatuses = ['open', 'in-progress', 'resolved', 'closed'] as const
export type TicketStatus = (typeof ticketStatuses)[number]

export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: 'Ouvert',
  'in-progress': 'En cours',
  resolved: 'Résolu',
  closed: 'Fermé',
}

export const ticketPriorities = ['low', 'medium', 'high', 'urgent'] as const
export type TicketPriority = (typeof ticketPriorities)[number]

export const ticketPriorityLabels: Record<TicketPriority, string> = { low: 'Basse', medium: 'Moyenne', high: 'Haute', urgent: 'Urgente' }

export const ticketCategories = ['Commande', 'Livraison', 'Installation', 'Garantie', 'Information'] as const

/**
 * Where a ticket came from: one of the shop's forms (`POST /api/forms/:form`, the newsletter
 * aside: it has its own collection), the online withdrawal (`POST /api/withdrawals`), or a
 * customer's reply to an order's e-mail (shipping, cancellation) that no open ticket held.
 */
export const ticketSourceLabels = {
  'order-support': 'Support depuis le suivi de commande',
  contact: 'Page contact',
  'faq-contact': 'Formulaire de la FAQ',
  'warranty-claim': 'Réclamation sous garantie',
  retractation: 'Formulaire de rétractation',
  'legal-contact': 'Contact des mentions légales',
  'cookie-contact': 'Contact de la politique de cookies',
  withdrawal: 'Rétractation en ligne',
  email: 'Réponse à un e-mail de commande',
} as const
export type TicketSource = keyof typeof ticketSourceLabels
export const ticketSources = Object.keys(ticketSourceLabels) as TicketSource[]

/** Who wrote a message of a ticket's thread: staff from the dashboard, or the customer replying by e-mail. */
/**
 * Who wrote a thread's message: staff, the customer (an e-mail from the thread's own address), or
 * another sender of an e-mail to the thread's address, whom nothing proves to be the customer.
 */
export const ticketReplyAuthors = ['staff', 'customer', 'unverified'] as const
export type TicketReplyAuthor = (typeof ticketReplyAuthors)[number]

export const ticketReplyAuthorLabels: Record<TicketReplyAuthor, string> = {
  staff: 'Personnel',
  customer: 'Client',
  unverified: 'Expéditeur non vérifié',
}

/** The prefix of a reference: support requests, and newsletter sign-ups. */
export type ReferencePrefix = 'SUP' | 'NL'

/** `SUP-DDMMYYYY-NNNNNN`: the day it arrived and a sequence never reused. */
export function formatTicketReference(day: Date, sequence: number, prefix: ReferencePrefix = 'SUP'): string {
  const dd = String(day.getUTCDate()).padStart(2, '0')
  const mm = String(day.getUTCMonth() + 1).padStart(2, '0')
  return `${prefix}-${dd}${mm}${day.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`
}

/**
 * The labels of what a sender typed, as staff read them in the admin and in the e-mails: one
 * wording for both.
 */
export const ticketFieldLabels = {
  name: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  orderNumber: 'Numéro de commande',
  orderDate: 'Date de commande indiquée',
  subject: 'Sujet',
  product: 'Produit',
  problem: 'Problème',
  reason: 'Motif',
  message: 'Message',
  productDetails: 'Produits concernés',
  otherReason: 'Autre motif',
  withdrawnAt: 'Rétractation exercée le',
} as const
export type TicketField = keyof typeof ticketFieldLabels

/** What an online withdrawal records besides its time: staff refund from these. */
export const withdrawalFieldLabels = {
  withdrawnLines: 'Articles de la rétractation',
  withdrawalCoversOrder: 'Rétractation de toute la commande (frais de livraison à rembourser)',
  refund: 'Montant à rembourser',
  refundedAt: 'Rétractation remboursée le',
} as const
