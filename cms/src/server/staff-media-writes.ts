import type { Request, RequestHandler } from 'express'
import type { Payload } from 'payload'

import { staffRole } from '../access/roles.ts'
import { staffUserOf } from '../http/payload-request.ts'

const staffWrites = new WeakSet<Request>()

const isMediaWrite = (req: Request) =>
  req.method !== 'GET' && req.method !== 'HEAD' && (req.path === '/api/media' || req.path.startsWith('/api/media/'))

/**
 * Who writes to the media library is known before the body is read: only a signed-in staff
 * member may send a video's size (./body-limits.ts). Anyone else stays within a picture's, so
 * that a stranger cannot make Payload hold a video's worth of memory before refusing them.
 */
export function recognizeStaffMediaWrites(payload: Payload): RequestHandler {
  return async (req, _res, next) => {
    if (isMediaWrite(req) && staffRole({ user: await staffUserOf(payload, req) }) !== null) staffWrites.add(req)
    next()
  }
}

export const isStaffMediaWrite = (req: Request) => staffWrites.has(req)
