import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'

import { createHttpServer } from './http-server.ts'

let stop = async () => {}
afterEach(() => stop())

describe('the shop’s HTTP server', () => {
  it('makes requests and responses with express’s prototype already, which express then keeps, its methods working', async () => {
    const app = express()
    app.get('/probe', (req, res) => res.status(201).json({ path: req.path, host: req.get('host'), app: req.app === app }))
    const server = createHttpServer(app)
    const born: unknown[] = []
    // Before express's handler: the objects as the server made them.
    server.prependListener('request', (req, res) => born.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res)))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    stop = () => new Promise((resolve) => server.close(() => resolve()))
    const { port } = server.address() as AddressInfo

    const answer = await fetch(`http://127.0.0.1:${port}/probe?x=1`)

    expect(answer.status).toBe(201)
    expect(await answer.json()).toEqual({ path: '/probe', host: `127.0.0.1:${port}`, app: true })
    expect(born).toEqual([app.request, app.response])
  })
})
