import { useMutation } from '@tanstack/react-query'

import { formAnswerSchema, type honeypotField, type FormBody, type FormName } from '@shop/domain/forms'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** A form's checked fields, with the honeypot as the visitor left it (empty, for a person). */
export type FormSubmission<F extends FormName> = FormBody<F> & { [honeypotField]: string }

/** `POST /api/forms/:form` (api-contract): answers the reference the shop gave the submission. */
export async function sendForm<F extends FormName>(form: F, body: FormSubmission<F>): Promise<string> {
  const parsed = formAnswerSchema.safeParse(await apiClient.post(`/api/forms/${form}`, body))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.reference
}

export function useSendForm<F extends FormName>(form: F) {
  return useMutation({ mutationFn: (body: FormSubmission<F>) => sendForm(form, body) })
}
