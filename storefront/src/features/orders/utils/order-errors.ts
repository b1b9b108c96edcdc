import { orderMessages } from '@shop/domain/order-messages'

import { ApiError } from '../../../lib/api-client'

/**
 * Spec core §8, orders page: the server's text, else no connection, else the HTTP status and its
 * reason when an answer came without ours (a proxy's error page), else a load failure.
 */
export function ordersLoadError(error: unknown): string {
  if (error instanceof ApiError && error.fromServer) return error.message
  if (error instanceof ApiError && error.kind === 'network') return orderMessages.ordersConnectionFailed
  if (error instanceof ApiError && error.kind === 'http' && error.statusText)
    return orderMessages.ordersHttpError(error.status, error.statusText)
  return orderMessages.ordersLoadFailed
}

/** The server's reason (already dispatched…), else the cancel failure; anything else is unexpected. */
export function cancelError(error: unknown): string {
  if (!(error instanceof ApiError)) return orderMessages.unexpected
  return error.fromServer ? error.message : orderMessages.cancelFailed
}

export function invoiceDownloadError(error: unknown): string {
  return error instanceof ApiError && error.fromServer ? error.message : orderMessages.invoiceDownloadFailed
}
