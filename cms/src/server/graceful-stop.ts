import type { Server } from 'node:http'
import { Server as NetServer } from 'node:net'

/** How long a connection accepted just before the stop has to send its request. */
const lateRequestMs = 1000
/** How often connections that finished their answer are closed afterwards. */
const sweepMs = 100

/**
 * Stops taking requests without dropping one (a rolling restart behind the proxy): the listening
 * socket closes at once, so the proxy sends new connections to the other instances; requests
 * under way finish; each connection is closed once it is idle, so that no client sends it a next
 * request. After `graceMs`, what is still open is cut. Says which of the two happened.
 *
 * Not `http.Server#close()` alone: it also closes at once every connection without a request in
 * progress, including one the proxy opened a moment ago whose request is still on its way — the
 * proxy would then see it reset after sending it, and could not retry a checkout elsewhere.
 */
export async function drainServer(server: Server, graceMs: number): Promise<'drained' | 'cut'> {
  if (!server.listening) return 'drained'
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
  let sweep: NodeJS.Timeout | undefined
  const late = setTimeout(() => {
    server.closeIdleConnections()
    sweep = setInterval(() => server.closeIdleConnections(), sweepMs)
  }, lateRequestMs)
  let cut = false
  const deadline = setTimeout(() => {
    cut = true
    server.closeAllConnections()
  }, graceMs)
  try {
    await closed
  } finally {
    clearTimeout(late)
    clearInterval(sweep)
    clearTimeout(deadline)
  }
  return cut ? 'cut' : 'drained'
}
