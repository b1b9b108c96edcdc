/**
 * Texts of checkout, order history and tracking (spec core §8, catalogue-and-content §8). Kept
 * apart from the schemas (no zod here), so a form's failure banner can name a wait without
 * loading the order schemas; `@shop/domain/orders` re-exports them.
 */
export const orderMessages = {
  validationFailed: 'Erreur de validation',
  retryIn: (error: string, seconds: number) => `${error} Réessayez dans ${seconds} secondes.`,
  checkoutFailed: 'Erreur lors du traitement de votre commande. Veuillez réessayer.',
  emptyCart: 'Votre panier est vide',
  notesTooLong: 'Les notes ne peuvent pas dépasser 500 caractères',
  termsRequired: 'Veuillez accepter les conditions générales de vente et les conditions de rétractation.',
  foreignRedirect: "L'adresse de retour doit être sur le site de la boutique.",
  photoUnavailable: "Cette photo n'est pas disponible pour cette commande",
  paymentUnavailable: 'Le paiement est momentanément indisponible. Réessayez dans quelques instants.',
  paymentSessionUnknown: 'Session de paiement inconnue',
  paymentPageClosed: "Cette page de paiement est fermée : la commande n'a pas été payée. Repassez-la depuis votre panier.",
  orderNotFound: 'Commande introuvable',
  trackingNotFound:
    "Nous n'avons pas pu trouver de commande correspondant aux informations fournies. Veuillez vérifier le numéro de commande et l'adresse email utilisée lors de l'achat.",
  cannotCancel: 'Cette commande ne peut plus être annulée.',
  cancelFailed: "Erreur lors de l'annulation",
  cancelUnavailable:
    "L'annulation est impossible pour l'instant : la page de paiement de la commande ne peut pas encore être fermée. Réessayez dans quelques instants.",
  unexpected: 'Erreur inattendue',
  ordersLoadFailed: 'Erreur lors du chargement des commandes',
  ordersConnectionFailed: 'Erreur de connexion au serveur',
  ordersHttpError: (status: number, statusText: string) => `Erreur ${status}: ${statusText}`,
  invoiceDownloadFailed: 'Erreur lors du téléchargement de la facture',
  confirmationSent: 'Email de confirmation envoyé',
  /** /success says a payment was received only once the server has seen it paid. */
  paymentReceived: 'Votre paiement a bien été reçu.',
  paymentChecking: 'Vérification de votre paiement…',
  paymentNotSeen:
    "Nous n'avons pas la confirmation de ce paiement. S'il a abouti, vous recevrez l'e-mail de confirmation de votre commande ; sinon, votre panier vous attend.",
  orderButton: 'Commander avec obligation de paiement',
  supportMessageRequired: 'Le message est requis',
  supportMessageTooLong: 'Le message ne peut pas dépasser 500 caractères.',
  supportOrderNumberInvalid: 'Numéro de commande invalide (format MBP-JJMMAAAA-NNNN)',
  supportSent: 'Votre message a été envoyé au support.',
  trackingNumberCopied: 'Numéro de suivi copié !',
  copyFailed: 'Copie impossible : sélectionnez le numéro pour le copier.',
  orderNumberRequired: 'Le numéro de commande est requis',
} as const
