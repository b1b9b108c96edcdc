import type { Request } from 'express'
import { ipKeyGenerator } from 'express-rate-limit'
import type { PayloadRequest } from 'payload'

/** The prefix one home or phone is given: rotating addresses inside it must not buy more tries. */
const ipv6ClientPrefix = 64

/**
 * Who a limiter counts: an IPv4 address as it is (IPv4-mapped IPv6 included), an IPv6 address by
 * its /64. Every per-client limit keys on this, so that no limit is per exact IPv6 address.
 */
export function clientKey(ip: string | undefined): string {
  return ip ? ipKeyGenerator(ip, ipv6ClientPrefix) : 'unknown'
}

/** The calling client as the Express edge sees it (trust-proxy aware: see server/app.ts). */
export const clientKeyOf = (req: Request): string => clientKey(req.ip)

/**
 * Where the Express edge hands that key to Payload's own hooks behind Next (the staff sign-in
 * limits), which see no express request: written by server/app.ts on every request it passes to
 * Next, so never a value the visitor sent.
 */
export const clientKeyHeader = 'x-shop-client-ip'

/** The client key of a request Payload's REST serves, as the Express edge handed it on. */
export function forwardedClientKey(req: Pick<PayloadRequest, 'headers'>): string {
  return req.headers.get(clientKeyHeader) ?? 'unknown'
}
