import { ApiError } from '../../../lib/api-client'

/** The server's own words for a refusal, else the form's fallback. */
export const failureText = (error: unknown, fallback: string) => (error instanceof ApiError && error.fromServer ? error.message : fallback)
