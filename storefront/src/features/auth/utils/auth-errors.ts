import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { ApiError } from '../../../lib/api-client'

type StatusTexts = { 400: string; 429: string; 500: string; other: string; network: string; aborted: string; unknown: string }

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** Spec core §8: the server's text when it gave one, else a text for the status. */
function messageFor(error: unknown, texts: StatusTexts & Partial<Record<number, string>>, unexpected: string): string {
  if (isAbort(error)) return texts.aborted
  if (!(error instanceof ApiError)) return unexpected
  if (error.kind === 'network') return texts.network
  // An answer that said neither success nor what went wrong.
  if (error.kind === 'invalid-response') return texts.unknown
  if (error.fromServer) return error.message
  return texts[error.status] ?? (error.status >= 500 ? texts[500] : texts.other)
}

export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && !error.message) return authUiMessages.login.refusedWithoutText
  return messageFor(error, authUiMessages.login, authUiMessages.login.technical)
}

export const registerErrorMessage = (error: unknown) => messageFor(error, authUiMessages.register, authUiMessages.register.technical)

export function resetRequestErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'network') return authUiMessages.connectionFailed
  if (error instanceof ApiError && error.status === 429 && error.fromServer) return error.message
  return authUiMessages.resetFailed
}

export function resetConfirmErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'network') return authUiMessages.connectionFailed
  if (error instanceof ApiError && error.fromServer) return error.message
  return authUiMessages.resetConfirmFailed
}
