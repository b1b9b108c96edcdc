import type { DefaultValues, FieldValues } from 'react-hook-form'
import type * as z from 'zod'

import type { FormBody } from '@shop/domain/form-schemas'
import { captureFormSchemas, honeypotField, type CaptureFormName } from '@shop/domain/forms'

import { useZodForm, type ShopForm } from '../../../components/ui/form'
import type { FormNotice } from '../../../components/ui/form-message'
import { useSendForm, type FormSubmission } from '../api/send-form'
import { failureText, firstAlert } from '../utils/form-alerts'

type CaptureFormOptions = {
  /** The spec's success and failure banners of this form (catalogue §8). */
  sent: string
  failed: string
  /** The order of the checks after the required fields, by field name (spec catalogue §5). */
  checkOrder?: readonly string[]
  onSent?: () => void
}

/** What the form holds beside its schema's fields: the honeypot, and a warranty claim's photos. */
type Unchecked = { [honeypotField]?: string; photos?: readonly File[] }

/** A capture form's state, its submit handler for `<Form>`, and the banner to show. */
export type CaptureForm<Values extends FieldValues, Body> = {
  form: ShopForm<Values, Body>
  onSubmit: (body: Body) => Promise<void>
  banner: FormNotice
}

type FormInput<F extends CaptureFormName> = z.input<(typeof captureFormSchemas)[F]>

/**
 * What every form sent to `POST /api/forms/:form` does (spec catalogue §4): checked with the
 * form's domain schema before sending, its first refusal as the banner (`<Form errorsUnderFields={false}>`);
 * while sending, `form.busy`; once sent, the success banner and an emptied form; a failed send
 * keeps the values.
 */
export function useCaptureForm<F extends CaptureFormName>(
  name: F,
  defaultValues: DefaultValues<FormInput<F>>,
  { sent, failed, checkOrder, onSent }: CaptureFormOptions,
): CaptureForm<FormInput<F>, FormBody<F>> {
  const form = useZodForm<(typeof captureFormSchemas)[F]>(captureFormSchemas[name], defaultValues)
  const send = useSendForm(name)

  const onSubmit = async (body: FormBody<F>) => {
    const { [honeypotField]: trap = '', photos } = form.getValues() as Unchecked
    try {
      await send.mutateAsync({ body: { ...body, [honeypotField]: trap } as FormSubmission<F>, photos })
      form.reset()
      form.setNotice({ tone: 'success', text: sent })
      onSent?.()
    } catch (error) {
      form.setNotice({ tone: 'error', text: failureText(error, failed) })
    }
  }

  const alert = firstAlert(form.formState.errors, checkOrder)
  const banner: FormNotice = alert ? { tone: 'error', text: alert } : form.notice
  return { form, onSubmit, banner }
}
