import { useState } from 'react'

import { formSchemas, honeypotField, type FormName } from '@shop/domain/forms'

import type { FormNotice } from '../../../components/ui/form-message'
import { useFormSubmission } from '../../../hooks/use-form-submission'
import { useFormValues } from '../../../hooks/use-form-values'
import { useSendForm, type FormSubmission } from '../api/send-form'
import { failureText, firstAlert } from '../utils/form-alerts'

type CaptureFormOptions = {
  /** The spec's success and failure banners of this form (catalogue §8). */
  sent: string
  failed: string
  /** The order of the checks after the required fields, by field name (spec catalogue §5). */
  checkOrder?: readonly string[]
  /** Files sent with the fields (a warranty claim's photos), chosen and checked by the form. */
  photos?: readonly File[]
  onSent?: () => void
}

/**
 * What every form sent to `POST /api/forms/:form` does (spec catalogue §4): checked with the
 * form's domain schema before sending, its first refusal as the banner; while sending, `busy`;
 * once sent, the success banner and an emptied form; a failed send keeps the values.
 */
export function useCaptureForm<F extends FormName, Values extends Record<string, string | boolean>>(
  form: F,
  initial: Values,
  { sent, failed, checkOrder, photos, onSent }: CaptureFormOptions,
) {
  const fields = useFormValues(initial)
  const [trap, setTrap] = useState('')
  const { errors, notice, setNotice, busy, handle } = useFormSubmission(formSchemas[form])
  const send = useSendForm(form)

  const onSubmit = handle(fields.values, async (body) => {
    try {
      await send.mutateAsync({ body: { ...(body as object), [honeypotField]: trap } as FormSubmission<F>, photos })
      fields.reset()
      setTrap('')
      setNotice({ tone: 'success', text: sent })
      onSent?.()
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(error, failed) })
    }
  })

  const alert = firstAlert(errors, checkOrder)
  const banner: FormNotice = alert ? { tone: 'error', text: alert } : notice
  /** Marks a refused field for assistive technology; its message is the banner's. */
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const } : {})
  /** The props of a text input, select or text area: `<TextField {...field('name')} />`. */
  const field = (name: Parameters<typeof fields.bind>[0]) => ({ ...fields.bind(name), ...invalid(name) })
  const checkbox = (name: Parameters<typeof fields.bindCheckbox>[0]) => ({ ...fields.bindCheckbox(name), ...invalid(name) })
  const honeypot = { name: honeypotField, value: trap, onChange: setTrap }

  return { values: fields.values, setValues: fields.setValues, field, checkbox, invalid, banner, setNotice, busy, onSubmit, honeypot }
}
