/**
 * The help assistant of the home page (issue 12): a shopper's question, answered from the
 * published FAQ and the catalogue, or a way to the contact form.
 */
import * as z from 'zod'

import './zod-french.ts'

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

/** GET /api/assistant?q= */
export const assistantQuerySchema = z.object({
  q: z
    .string({ error: assistantMessages.questionRequired })
    .trim()
    .min(1, { error: assistantMessages.questionRequired })
    .max(assistantQuestionMaxLength, { error: assistantMessages.questionTooLong })
    // PostgreSQL text cannot hold a NUL character.
    .refine((q) => !q.includes('\u0000'), { error: assistantMessages.questionRequired }),
})

export const assistantAnswerSchema = z.object({
  answers: z.array(
    z.object({
      kind: z.enum(['faq', 'product']),
      title: z.string(),
      text: z.string(),
      link: z.string(),
    }),
  ),
  /** Nothing matched well enough: the widget offers the contact form. */
  fallback: z.boolean(),
})
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>
