/** French texts that the server and the storefront both show. */
export const messages = {
  notFoundTitle: 'Page introuvable',
  notFoundText: "Cette page n'a pas été générée.",
  backHome: "Retour à l'accueil",
  api: {
    notFound: 'Ressource introuvable.',
    unknownCollection: 'Collection inconnue.',
    invalidQuery: 'Paramètres de requête invalides.',
    invalidLimit: 'Le paramètre « limit » doit être un entier entre 0 et 1000.',
    invalidPage: 'Le paramètre « page » doit être un entier positif.',
    invalidDepth: 'Le paramètre « depth » doit être un entier entre 0 et 3.',
    invalidWhere: 'Le filtre « where » est invalide.',
    forbidden: "Vous n'avez pas les droits nécessaires pour cette action.",
    unauthorized: 'Authentification requise.',
    server: 'Erreur serveur. Réessayez plus tard.',
    databaseDown: 'La base de données ne répond pas.',
    tooLarge: 'La requête est trop volumineuse.',
    invalidJson: 'Le corps de la requête doit être du JSON valide.',
  },
} as const
