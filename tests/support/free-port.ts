import net from 'node:net'

/** Ports this process has handed out: the kernel may offer a closed one again at once. */
const handedOut = new Set<number>()

/** A port the kernel offers for listening, closed again at once. */
function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * A TCP port nobody listens on right now, chosen by the kernel, and never one this process was
 * given before: a shop's HTTP port and its PostgreSQL's, taken one after the other before either
 * listens, were once the same.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await kernelPort()
    if (handedOut.has(port)) continue
    handedOut.add(port)
    return port
  }
}
