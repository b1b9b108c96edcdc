import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { isFormName } from '@shop/domain/form-schemas'
import { claimPhotoMaxBytes, claimPhotoMaxCount, claimPhotoMessages, formMessages } from '@shop/domain/forms'
import { messages } from '@shop/domain/messages'

import { countAttempt } from '../security/rate-limit.ts'
import { acceptForm, caughtByHoneypot, decoyReference } from './accept-form.ts'
import { receiveMultipart } from './claim-photos.ts'
import { clientKeyOf } from '../http/client-key.ts'
import { HttpError } from '../http/http-error.ts'
import { holdsNul } from '../http/nul-characters.ts'
import { routeBodyLimit } from '../http/body-limit.ts'
import { formBody, jsonBody, smallBody, uploadMarginBytes } from '../http/body-readers.ts'

/** Forms per address within the attempt window: a visitor sends a few, a spammer is stopped. */
const formsPerAddress = 5

/**
 * POST /api/forms/:form: every form of the shop (domain/src/forms.ts), as JSON or urlencoded
 * (parsed in front, bounded by formBodyLimit); a warranty claim also as multipart with its
 * photos. Counted against the address before anything is read or checked, refused ones included.
 */
function formHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const form = String(req.params.form)
    if (!isFormName(form)) throw new HttpError(404, formMessages.unknownForm)
    await countAttempt(payload, [{ scope: 'form-ip', key: clientKeyOf(req), max: formsPerAddress }], formMessages.tooMany)
    const photos = form === 'warranty-claim' && req.is('multipart/form-data') ? await receiveMultipart(req, res) : []
    const fields: unknown = req.body
    // JSON and urlencoded bodies are checked as they are read (http/nul-characters.ts); multipart fields here.
    if (holdsNul(fields)) throw new HttpError(400, messages.api.nulCharacter)
    const reference = caughtByHoneypot(fields) ? await decoyReference(payload, form) : await acceptForm(payload, form, { fields, photos })
    res.status(201).json({ success: true, reference })
  }
}

/** A warranty claim carries its photos; every other form is a small text form. */
const formBodyLimit = routeBodyLimit((req) =>
  req.params.form === 'warranty-claim'
    ? { maxBytes: claimPhotoMaxCount * claimPhotoMaxBytes + uploadMarginBytes, message: claimPhotoMessages.tooLarge }
    : smallBody,
)

export function formsRouter(payload: Payload): Router {
  return Router().post('/api/forms/:form', formBodyLimit, jsonBody, formBody, formHandler(payload))
}
