import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http'

import express, { type Express } from 'express'

/**
 * The HTTP server for the express app, its requests and responses born with express's prototype.
 *
 * Express gives each request and response its methods by switching their prototype
 * (`Object.setPrototypeOf(req, app.request)`) to objects made by `Object.create`. Measured here
 * (Node 20, V8's trace of its collections, 10 clients): V8 then keeps every request and response
 * alive past the young generation's collections, about 3 to 5 MB promoted per collection, so the
 * old generation fills and is collected in full every ~0.7 s, pauses of 9–16 ms on the shop's heap
 * that make the tail of every answer; a bare express app answered 9.4k req/s. The same app whose
 * requests are instances of classes carrying express's methods answers 33.8k req/s and promotes
 * nothing. So the server builds them from such classes (Node's `IncomingMessage` and
 * `ServerResponse` options), and the app's prototypes become those classes' own: express's switch
 * then leaves the prototype as it is.
 */
export function createHttpServer(app: Express): Server {
  class ShopRequest extends IncomingMessage {}
  class ShopResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {}
  // Express's methods and getters, then the app's own (`app`), as express.request and app.request hold them.
  Object.defineProperties(ShopRequest.prototype, {
    ...Object.getOwnPropertyDescriptors(express.request),
    ...Object.getOwnPropertyDescriptors(app.request),
  })
  Object.defineProperties(ShopResponse.prototype, {
    ...Object.getOwnPropertyDescriptors(express.response),
    ...Object.getOwnPropertyDescriptors(app.response),
  })
  app.request = ShopRequest.prototype as Express['request']
  app.response = ShopResponse.prototype as Express['response']
  return createServer({ IncomingMessage: ShopRequest, ServerResponse: ShopResponse }, app)
}
