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

/** `SUP-DDMMYYYY-NNNNNN`: the day it arrived and a sequence never reused. */
export function formatTicketReference(day: Date, sequence: number): string {
  const dd = String(day.getUTCDate()).padStart(2, '0')
  const mm = String(day.getUTCMonth() + 1).padStart(2, '0')
  return `SUP-${dd}${mm}${day.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`
}
