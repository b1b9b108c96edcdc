/**
 * The machine's ceiling in the catalogue bench: express.static serving one folder, in a process
 * of its own as the shop is, on the shop's HTTP server (requests born with express's methods,
 * cms/src/server/http-server.ts), so that it pays no more than the shop per request.
 * Usage: static-server.ts <folder> <port>; prints 'ready' once listening.
 */
import express from 'express'

import { createHttpServer } from '../../cms/src/server/http-server.ts'

const [folder, port] = process.argv.slice(2)
if (!folder || !port) throw new Error('usage : static-server.ts <dossier> <port>')
createHttpServer(express().use(express.static(folder))).listen(Number(port), '127.0.0.1', () => console.log('ready'))
