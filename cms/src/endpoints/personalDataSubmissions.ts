import type { Endpoint, PayloadRequest } from 'payload'
import * as z from 'zod'

import { emailSchema } from '@shop/domain/auth'
import { messages } from '@shop/domain/messages'

import { staffRole } from '../access/roles.ts'
import { HttpError, invalidInput } from '../http/http-error.ts'
import { endpoint, json } from '../http/payload-endpoint.ts'
import { eraseSubmissions, exportSubmissions } from '../personal-data/form-submissions.ts'

const path = '/personal-data/submissions'
const querySchema = z.object({ email: emailSchema })

/** Admins only (editors handle tickets, not people's rights); the address whose submissions are meant. */
function requestedEmail(req: PayloadRequest): string {
  const role = staffRole(req)
  if (role === null) throw new HttpError(401, messages.api.unauthorized)
  if (role !== 'admin') throw new HttpError(403, messages.api.forbidden)
  const parsed = querySchema.safeParse({ email: req.searchParams.get('email') ?? undefined })
  if (!parsed.success) throw invalidInput(parsed.error, messages.api.invalidQuery)
  return parsed.data.email
}

/** GET ?email=: a JSON download of everything that address sent through the forms. */
const exportEndpoint: Endpoint = {
  path,
  method: 'get',
  handler: endpoint(async (req) => {
    const email = requestedEmail(req)
    const filename = `formulaires-${email.replace(/[^a-z0-9.@-]/g, '_')}.json`
    return json(await exportSubmissions(req.payload, email), 200, { 'Content-Disposition': `attachment; filename="${filename}"` })
  }),
}

/** DELETE ?email=: erases it all, in one transaction; answers what was erased. */
const eraseEndpoint: Endpoint = {
  path,
  method: 'delete',
  handler: endpoint(async (req) => ({ success: true, erased: await eraseSubmissions(req.payload, requestedEmail(req)) })),
}

export const personalDataSubmissionsEndpoints = [exportEndpoint, eraseEndpoint]
