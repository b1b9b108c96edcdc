import { useMutation } from '@tanstack/react-query'

import type { FormBody, FormName } from '@shop/domain/form-schemas'
import { formAnswerSchema, type honeypotField } from '@shop/domain/forms'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** A form's checked fields, with the honeypot as the visitor left it (empty, for a person). */
export type FormSubmission<F extends FormName> = FormBody<F> & { [honeypotField]: string }

/** What is sent: the fields and, for a warranty claim, its photos. */
export type FormSending<F extends FormName> = { body: FormSubmission<F>; photos?: readonly File[] }

/** The fields as text parts (a ticked box reads 'true') and each photo in the `photos` part. */
function multipart(body: object, photos: readonly File[]): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) data.append(name, String(value))
  }
  for (const photo of photos) data.append('photos', photo, photo.name)
  return data
}

/**
 * `POST /api/forms/:form` (api-contract): JSON, or multipart when a warranty claim carries photos;
 * answers the reference the shop gave the submission.
 */
async function sendForm<F extends FormName>(form: F, { body, photos = [] }: FormSending<F>): Promise<string> {
  const sent = photos.length > 0 ? multipart(body, photos) : body
  const parsed = formAnswerSchema.safeParse(await apiClient.post(`/api/forms/${form}`, sent))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.reference
}

export function useSendForm<F extends FormName>(form: F) {
  return useMutation({ mutationFn: (sending: FormSending<F>) => sendForm(form, sending) })
}
