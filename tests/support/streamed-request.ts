import { readFileSync } from 'node:fs'
import http from 'node:http'

import { baseUrl } from './api.ts'

export type StreamedAnswer = {
  status: number
  headers: http.IncomingHttpHeaders
  body: any
  /** Bytes written when the answer arrived. */
  sentBeforeAnswer: number
  /** Bytes written before the server closed the connection (or all of them). */
  sentTotal: number
}

/**
 * The most a sender can get written past a server that has stopped reading: the server socket's
 * receive buffer and the sender's own send buffer, each at the largest size Linux lets them grow
 * to (32 MB for the first on some of our machines), plus one of our 64 KiB chunks in flight.
 */
function kernelBuffers(): number {
  const largest = (name: string) => Number(readFileSync(`/proc/sys/net/ipv4/${name}`, 'utf8').trim().split(/\s+/)[2])
  return largest('tcp_rmem') + largest('tcp_wmem') + 64 * 1024
}

/**
 * How many bytes a server with a body limit of `limit` may have let in when it answers: the
 * limit itself and what the kernel held on the way. A server that went on reading past its
 * limit takes in the whole flood (`floodFor`), far more.
 */
export function readBound(limit: number): number {
  return limit + kernelBuffers()
}

/** An endless body: three times what a server that stops at `limit` can have taken in. */
export function floodFor(limit: number): number {
  return 3 * readBound(limit)
}

type Options = {
  headers?: Record<string, string>
  /** What the body starts with (a multipart part's head); the rest is filler. */
  head?: Buffer
  /** How many bytes the sender offers in all. */
  totalBytes: number
  /** A declared length: the sender then waits for the answer before sending anything. */
  contentLength?: number
}

/**
 * A POST whose body is generated as it goes, chunked (no Content-Length) unless one is declared:
 * the sender keeps writing, as an attacker would, until it has offered everything or the server
 * closes the connection, so that the answer tells how much the server chose to read.
 */
export function streamedPost(path: string, options: Options): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answer: Omit<StreamedAnswer, 'sentTotal'> | undefined
    let pumped = false
    const finish = () => {
      if (!answer || !pumped) return
      resolve({ ...answer, sentTotal: sent })
      // A declared body that was never sent: the connection has nothing more to do.
      req.destroy()
    }

    const headers = {
      ...options.headers,
      ...(options.contentLength === undefined ? {} : { 'Content-Length': String(options.contentLength) }),
    }
    const req = http.request(new URL(path, baseUrl()), { method: 'POST', headers }, (res) => {
      const sentBeforeAnswer = sent
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        const json = (res.headers['content-type'] ?? '').includes('json')
        answer = { status: res.statusCode ?? 0, headers: res.headers, body: json ? JSON.parse(text) : text, sentBeforeAnswer }
        finish()
      })
    })
    req.setTimeout(30_000, () => req.destroy(new Error(`pas de réponse de ${path} en 30 s`)))
    req.on('error', (error) => {
      // A connection the server closes after answering is what the test wants to see.
      if (!answer) reject(error)
    })

    async function pump(): Promise<void> {
      if (options.contentLength !== undefined) {
        // Node holds a request's head until its first body byte: send it alone.
        req.flushHeaders()
        return
      }
      const filler = Buffer.alloc(64 * 1024, 0x61)
      for (const chunk of chunks(options.head, filler, options.totalBytes)) {
        if (req.destroyed || req.socket?.destroyed) return
        sent += chunk.length
        if (!req.write(chunk)) await drainedOrClosed(req)
      }
      if (!req.destroyed) req.end()
    }
    void pump().then(() => {
      pumped = true
      finish()
    })
  })
}

function* chunks(head: Buffer | undefined, filler: Buffer, totalBytes: number): Generator<Buffer> {
  let offered = 0
  if (head) {
    offered += head.length
    yield head
  }
  while (offered < totalBytes) {
    offered += filler.length
    yield filler
  }
}

function drainedOrClosed(req: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off('drain', done)
      req.off('close', done)
      resolve()
    }
    req.once('drain', done)
    req.once('close', done)
  })
}
