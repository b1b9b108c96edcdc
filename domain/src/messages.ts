/** French texts that the server and the storefront both show. */
export const messages = {
  notFoundTitle: 'Page introuvable',
  notFoundText: "Cette page n'a pas été générée.",
  backHome: "Retour à l'accueil",
  api: {
    notFound: 'Ressource introuvable.',
    invalidQuery: 'Paramètres de requête invalides.',
    invalidLimit: 'Le paramètre « limit » doit être un entier entre 1 et 1000.',
    invalidPagination: 'Le paramètre « pagination » ne peut pas retirer la pagination : demandez les pages une à une.',
    invalidPage: 'Le paramètre « page » doit être un entier positif.',
    invalidDepth: 'Le paramètre « depth » doit être un entier entre 0 et 3.',
    invalidWhere: 'Le filtre « where » est invalide.',
    overrideBody:
      'Une lecture envoyée en POST (X-Payload-HTTP-Method-Override: GET) porte ses paramètres en application/x-www-form-urlencoded.',
    forbidden: "Vous n'avez pas les droits nécessaires pour cette action.",
    unauthorized: 'Authentification requise.',
    server: 'Erreur serveur. Réessayez plus tard.',
    tooLarge: 'La requête est trop volumineuse.',
    timeout: 'La requête a mis trop de temps à arriver.',
    tooManyRequests: 'Trop de requêtes. Réessayez dans un instant.',
    invalidJson: 'Le corps de la requête doit être du JSON valide.',
    nulCharacter: 'Le texte envoyé contient un caractère nul (U+0000), qui ne peut pas être enregistré.',
    whereProblems: {
      tooDeep: 'imbrication trop profonde',
      notAnObject: 'un objet est attendu',
      notAList: (key: string) => `« ${key} » doit être une liste de conditions`,
      invalidCondition: (key: string) => `condition invalide pour « ${key} »`,
      unknownOperator: (operator: string) => `opérateur inconnu « ${operator} »`,
      invalidValue: (key: string) => `valeur invalide pour « ${key} »`,
      numericIdExpected: (key: string) => `« ${key} » attend un identifiant numérique`,
    },
  },
} as const
