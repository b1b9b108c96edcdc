import { useId, type ReactNode } from 'react'

import type { FieldValues } from 'react-hook-form'

import { formMessages, honeypotField } from '@shop/domain/forms'

import { Button } from '../../../components/ui/button'
import { Form, SubmitButton } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import type { CaptureForm } from '../hooks/use-capture-form'

type ToggledFormProps<Values extends FieldValues, Body> = {
  /** The button that shows the form, and hides it again. */
  openLabel: string
  title: string
  submitLabel: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The form's state, from `useCaptureForm`. */
  capture: CaptureForm<Values, Body>
  /** The fields, laid out two per row from the small breakpoint up. */
  children: ReactNode
}

/**
 * A form hidden behind a button, closed again by 'Annuler' (withdrawal request, warranty claim:
 * spec catalogue §2, §4). Its banner stays once the form closes, so a success is still read.
 */
export function ToggledForm<Values extends FieldValues, Body>({
  openLabel,
  title,
  submitLabel,
  open,
  onOpenChange,
  capture,
  children,
}: ToggledFormProps<Values, Body>) {
  const id = useId()
  const { form, onSubmit, banner } = capture
  // A banner speaks of the last send: opening or closing the form again clears it.
  const toggle = (next: boolean) => {
    form.setNotice(null)
    onOpenChange(next)
  }
  return (
    <div className="mt-6 print:hidden">
      <Button aria-expanded={open} aria-controls={`${id}-form`} onClick={() => toggle(!open)}>
        {openLabel}
      </Button>
      {open ? (
        <Form
          form={form}
          onSubmit={onSubmit}
          errorsUnderFields={false}
          id={`${id}-form`}
          aria-labelledby={`${id}-title`}
          className="relative mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">{children}</div>
          <HoneypotField name={honeypotField} />
          <FormMessage notice={banner} className="mt-4" />
          <div className="mt-5 flex flex-wrap gap-3">
            <SubmitButton busyLabel={formMessages.sending}>{submitLabel}</SubmitButton>
            <Button variant="secondary" onClick={() => toggle(false)} disabled={form.busy}>
              Annuler
            </Button>
          </div>
        </Form>
      ) : (
        <FormMessage notice={banner} className="mt-4" />
      )}
    </div>
  )
}
