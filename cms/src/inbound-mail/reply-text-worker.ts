/**
 * email-reply-parser, away from the server's event loop: without `re2` some of its expressions
 * backtrack, and a few dozen kilobytes written to trip them would hold one thread for minutes.
 * Started by ./reply-text.ts for each text, which ends it past its time limit. A bundle entry of its own
 * (cms/scripts/bundle-server.ts), beside the server's main.js.
 */
import { parentPort } from 'node:worker_threads'

import EmailReplyParser from 'email-reply-parser'

// Loaded, it says so, so that its time limit counts the parse alone; then it reads one text.
parentPort?.once('message', (text: string) => parentPort?.postMessage({ parsed: new EmailReplyParser().parseReply(text) }))
parentPort?.postMessage({ ready: true })
