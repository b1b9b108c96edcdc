import type { Duplex } from 'node:stream'

import { apiError } from '@shop/domain/api-error'
import { messages } from '@shop/domain/messages'

/**
 * Requests Node's HTTP parser refuses before express sees them (headers over Node's 16 KB, a
 * malformed request line) would get Node's bare answer with an empty body: they get the
 * contract's French envelope instead, and the connection is closed as Node would.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, reason, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', messages.api.tooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', messages.api.timeout]
        : [400, 'Bad Request', messages.api.invalidQuery]
  const body = JSON.stringify(apiError(text))
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  )
}
