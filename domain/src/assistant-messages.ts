/** The help assistant's texts, zod-free: its button is part of the home page's first download. */
export const assistantQuestionMaxLength = 200

export const assistantMessages = {
  title: 'Assistant Ma Boutique Protection',
  open: "Ouvrir l'assistant d'aide",
  close: "Fermer l'assistant",
  greeting:
    'Bonjour ! Posez-moi votre question : pose, délais de livraison, garantie, rétractation… ou le modèle de votre appareil pour trouver sa protection.',
  placeholder: 'Votre question…',
  send: 'Envoyer',
  thinking: 'Je cherche…',
  fallback: "Je n'ai pas trouvé de réponse à votre question. Notre équipe peut vous répondre par e-mail sous 24h.",
  contact: 'Écrire au service client',
  questionRequired: 'Posez votre question.',
  questionTooLong: `Votre question ne peut pas dépasser ${assistantQuestionMaxLength} caractères.`,
  unavailable: "L'assistant est momentanément indisponible. Réessayez ou écrivez-nous via le formulaire de contact.",
  seeProduct: 'Voir les protections',
  seeAnswer: 'Voir la réponse',
} as const
