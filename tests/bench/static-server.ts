/**
 * The machine's ceiling in the catalogue bench: express.static serving one folder, in a process
 * of its own as the shop is. Usage: static-server.ts <folder> <port>; prints 'ready' once listening.
 */
import express from 'express'

const [folder, port] = process.argv.slice(2)
if (!folder || !port) throw new Error('usage : static-server.ts <dossier> <port>')
express()
  .use(express.static(folder))
  .listen(Number(port), '127.0.0.1', () => console.log('ready'))
