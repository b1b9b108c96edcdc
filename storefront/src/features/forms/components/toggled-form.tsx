import { useId, type ReactNode } from 'react'

import { formMessages } from '@shop/domain/forms'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import type { useCaptureForm } from '../hooks/use-capture-form'

type ToggledFormProps = {
  /** The button that shows the form, and hides it again. */
  openLabel: string
  title: string
  submitLabel: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The form's state, from `useCaptureForm`. */
  capture: Pick<ReturnType<typeof useCaptureForm>, 'onSubmit' | 'banner' | 'setNotice' | 'busy' | 'honeypot'>
  /** The fields, laid out two per row from the small breakpoint up. */
  children: ReactNode
}

/**
 * A form hidden behind a button, closed again by 'Annuler' (withdrawal request, warranty claim:
 * spec catalogue §2, §4). Its banner stays once the form closes, so a success is still read.
 */
export function ToggledForm({ openLabel, title, submitLabel, open, onOpenChange, capture, children }: ToggledFormProps) {
  const id = useId()
  const { onSubmit, banner, setNotice, busy, honeypot } = capture
  // A banner speaks of the last send: opening or closing the form again clears it.
  const toggle = (next: boolean) => {
    setNotice(null)
    onOpenChange(next)
  }
  return (
    <div className="mt-6 print:hidden">
      <Button aria-expanded={open} aria-controls={`${id}-form`} onClick={() => toggle(!open)}>
        {openLabel}
      </Button>
      {open ? (
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={`${id}-title`}
          className="relative mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">{children}</div>
          <HoneypotField {...honeypot} />
          <FormMessage notice={banner} className="mt-4" />
          <div className="mt-5 flex flex-wrap gap-3">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? formMessages.sending : submitLabel}
            </Button>
            <Button variant="secondary" onClick={() => toggle(false)} disabled={busy}>
              Annuler
            </Button>
          </div>
        </form>
      ) : (
        <FormMessage notice={banner} className="mt-4" />
      )}
    </div>
  )
}
