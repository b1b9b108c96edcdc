import * as z from 'zod'

/** The contract's error envelope: `{ success: false, error, details? }`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  details: z.array(z.string()).optional(),
  retryAfter: z.number().optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>

/** Payload's own REST envelope: `{ errors: [{ message }] }`. */
export const payloadErrorSchema = z.object({
  errors: z.array(z.object({ message: z.string() })).min(1),
})

export function apiError(error: string, details?: string[]): ApiErrorBody {
  return details && details.length > 0 ? { success: false, error, details } : { success: false, error }
}
