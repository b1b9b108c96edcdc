import { type Request, Router } from 'express'
import type { Payload } from 'payload'
import * as z from 'zod'

import { emailSchema } from '@shop/domain/email'
import { messages } from '@shop/domain/messages'

import { staffRole } from '../access/roles.ts'
import { queryOf } from '../http/express-body.ts'
import { HttpError } from '../http/http-error.ts'
import { noStore } from '../http/no-store.ts'
import { staffUserOf } from '../http/payload-request.ts'
import { eraseSubmissions, exportSubmissions } from './form-submissions.ts'

const querySchema = z.object({ email: emailSchema })

/** Admins only (editors handle tickets, not people's rights); the address whose submissions are meant. */
async function requestedEmail(payload: Payload, req: Request): Promise<string> {
  const role = staffRole({ user: await staffUserOf(payload, req) })
  if (role === null) throw new HttpError(401, messages.api.unauthorized)
  if (role !== 'admin') throw new HttpError(403, messages.api.forbidden)
  return queryOf(req, querySchema, messages.api.invalidQuery).email
}

/** What a person sent through the shop's forms, for the staff who answer their rights (RGPD). */
export function personalDataRouter(payload: Payload): Router {
  const router = Router()
  const path = '/api/personal-data/submissions'

  /** GET ?email=: a JSON download of everything that address sent through the forms. */
  router.get(path, noStore, async (req, res) => {
    const email = await requestedEmail(payload, req)
    const filename = `formulaires-${email.replace(/[^a-z0-9.@-]/g, '_')}.json`
    res.set('Content-Disposition', `attachment; filename="${filename}"`).json(await exportSubmissions(payload, email))
  })

  /** DELETE ?email=: erases it all, in one transaction; answers what was erased. */
  router.delete(path, noStore, async (req, res) => {
    res.json({ success: true, erased: await eraseSubmissions(payload, await requestedEmail(payload, req)) })
  })

  return router
}
