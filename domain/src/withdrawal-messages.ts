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
  /** Before the order (L221-5) and wherever such a line is shown again: the exception of L221-28, 3°. */
  personalised: 'Imprimé avec votre photo : exclu du droit de rétractation (article L221-28 du Code de la consommation).',
  onlyPersonalised:
    'Les articles de cette commande sont imprimés avec votre photo : ils sont exclus du droit de rétractation (article L221-28 du Code de la consommation).',
  noLineChosen: 'Choisissez au moins un article.',
  unknownLine: 'Cet article ne fait pas partie de la commande, ou il est exclu du droit de rétractation.',
  tooManyUnits: "Vous ne pouvez pas vous rétracter de plus d'exemplaires que vous n'en avez commandé.",
  duplicateLine: "Chaque article ne peut être choisi qu'une fois.",
  alreadyWithdrawn: (reference: string) =>
    `Une rétractation d'articles de cette commande vient d'être enregistrée (${reference}) : rechargez la page pour choisir parmi les articles restants.`,
} as const
