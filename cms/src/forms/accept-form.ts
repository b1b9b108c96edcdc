import type { Payload } from 'payload'
import type * as z from 'zod'

import { formSchemas, type FormBody, type FormName } from '@shop/domain/form-schemas'
import { consentTexts, formMessages, honeypotField } from '@shop/domain/forms'

import { invalidInput } from '../http/http-error.ts'
import { subscribe } from '../newsletter/subscriptions.ts'
import { checkPhotos, withStoredPhotos } from './claim-photos.ts'
import { ticketOfForm, type TicketFields, type TicketForm } from './form-tickets.ts'
import { openTicket } from './open-ticket.ts'
import { nextReference } from '../lib/references.ts'

/** What arrived: the form's fields as sent (JSON, urlencoded or multipart) and, for a claim, its photo files. */
export type ReceivedForm = { fields: unknown; photos: Buffer[] }

/** Robots fill the field people never see. */
export function caughtByHoneypot(fields: unknown): boolean {
  const value = (fields as Record<string, unknown> | null)?.[honeypotField]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false
}

/**
 * The answer a robot gets: a reference like any other (drawn from the same sequence, so it cannot
 * be told apart), with nothing stored and nobody mailed.
 */
export function decoyReference(payload: Payload, form: FormName): Promise<string> {
  return nextReference(payload, form === 'newsletter' ? 'NL' : 'SUP')
}

/**
 * The form's own schema, checked as the browser checks it; the 400 leads with the spec's first
 * rule (the required fields), then lists every message.
 */
function parseForm<F extends FormName>(form: F, fields: unknown): FormBody<F> {
  const schema: z.ZodType = formSchemas[form]
  const parsed = (schema as z.ZodType<FormBody<F>>).safeParse(fields ?? {})
  if (parsed.success) return parsed.data
  const required = parsed.error.issues.some((issue) => issue.message === formMessages.required)
  throw invalidInput(parsed.error, formMessages.invalidForm, required ? { error: formMessages.required } : {})
}

function ticketFields<F extends TicketForm>(form: F, body: FormBody<F>): TicketFields {
  return (ticketOfForm[form] as (body: FormBody<F>) => TicketFields)(body)
}

/** Stores an accepted form (a ticket, with its photos; or a newsletter sign-up) and answers its reference. */
export async function acceptForm(payload: Payload, form: FormName, { fields, photos }: ReceivedForm): Promise<string> {
  if (form === 'newsletter') return subscribe(payload, parseForm(form, fields))
  const submission = ticketFields(form, parseForm(form, fields))
  const checked = await checkPhotos(photos)
  const ticket = await withStoredPhotos(payload, checked, (photoIds) =>
    openTicket(payload, { fields: submission, consentText: consentTexts[form], photoIds }),
  )
  return ticket.reference
}
