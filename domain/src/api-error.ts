/** The contract's error envelope: `{ success: false, error, details?, retryAfter? }`. */
export type ApiErrorBody = {
  success: false
  error: string
  details?: string[]
  retryAfter?: number
}

export function apiError(error: string, details?: string[]): ApiErrorBody {
  return details && details.length > 0 ? { success: false, error, details } : { success: false, error }
}
