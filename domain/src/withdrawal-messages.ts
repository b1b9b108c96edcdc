/**
 * Kept apart from the schemas (no zod here): the orders page names the withdrawal without
 * loading them; `@shop/domain/withdrawal` re-exports them.
 */
export const withdrawalMessages = {
  entryPoint: 'Se rétracter du contrat ici',
  confirmButton: 'Confirmer la rétractation',
  expired: 'Le délai de rétractation de 14 jours est dépassé pour cette commande.',
  notPaid: "Cette commande n'est pas encore payée : elle peut simplement être annulée.",
  closed: "Cette commande est annulée ou remboursée : il n'y a plus rien à rétracter.",
  returned: "Cette commande nous a été retournée : elle va vous être remboursée, il n'y a plus rien à rétracter.",
  confirmed: 'Votre rétractation est enregistrée. Un accusé de réception vous a été envoyé par e-mail.',
  unknownAction: 'Action inconnue : summary ou confirm.',
} as const
