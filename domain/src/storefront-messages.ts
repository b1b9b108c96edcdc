/** Texts only the storefront shows: its own failures and notices (the server's are in messages.ts). */
export const storefrontMessages = {
  network: 'Impossible de contacter le serveur. Vérifiez votre connexion internet.',
  invalidResponse: 'Réponse invalide du serveur.',
  unexpected: "Une erreur inattendue s'est produite.",
  addedToCart: 'Produit ajouté au panier avec succès !',
  addToCartFailed: "Erreur lors de l'ajout au panier",
  favouriteAdded: 'Ajouté aux favoris',
  favouriteRemoved: 'Retiré des favoris',
  photoUploadFailed: "L'envoi de la photo a échoué. Réessayez.",
  exportFailed: "Erreur lors de l'export de vos données",
  deleteAccountFailed: 'Erreur lors de la suppression du compte',
  accountDeleted: 'Votre compte a été supprimé.',
  /** The cookie choices' alerts (spec catalogue §4). */
  cookiesAccepted: 'Toutes les préférences de cookies ont été acceptées.',
  cookiesRefused: 'Toutes les préférences de cookies non-essentiels ont été refusées.',
  cookiesSaved: 'Vos préférences de cookies ont été enregistrées.',
  newsletterFailed: "Erreur lors de l'inscription à la newsletter. Veuillez réessayer.",
} as const
