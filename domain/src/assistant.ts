/**
 * The help assistant of the home page (issue 12): a shopper's question, answered from the
 * published FAQ and the catalogue, or a way to the contact form.
 */
import * as z from 'zod'

import './zod-french.ts'

import { assistantMessages, assistantQuestionMaxLength } from './assistant-messages.ts'

export { assistantMessages, assistantQuestionMaxLength } from './assistant-messages.ts'

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
