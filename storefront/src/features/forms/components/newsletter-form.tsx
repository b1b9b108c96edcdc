import { useId, useLayoutEffect, useRef } from 'react'
import { useWatch } from 'react-hook-form'

import { formMessages, honeypotField } from '@shop/domain/forms'
import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Form, SubmitButton } from '../../../components/ui/form'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { cn } from '../../../lib/cn'
import { useCaptureForm } from '../hooks/use-capture-form'
import { NewsletterFields, newsletterFormClass } from './newsletter-fields'

/** What the visitor did in the form before its code loaded (newsletter-signup.tsx). */
export type NewsletterStart = { email: string; consent: boolean; focused: 'email' | 'consent' | null }

/**
 * Footer newsletter signup (spec core §4, §5): the button stays disabled until an e-mail is typed
 * and consent is ticked. The sign-up is confirmed by the link e-mailed to the address (double
 * opt-in), which the answer tells.
 */
export function NewsletterForm({ start }: { start?: NewsletterStart }) {
  const id = useId()
  const { form, onSubmit, banner } = useCaptureForm(
    'newsletter',
    { email: '', consent: false },
    { sent: formMessages.newsletterCheckMailbox, failed: storefrontMessages.newsletterFailed },
  )
  const [email, consent] = useWatch({ control: form.control, name: ['email', 'consent'] })
  const filledIn = typeof email === 'string' && email.trim() !== '' && consent === true
  /** Marks a refused input for assistive technology; its message is the banner's. */
  const invalid = (name: 'email' | 'consent') => (form.formState.errors[name] ? { 'aria-invalid': true as const } : {})
  // What the visitor typed before the code came, not as the defaults (a sent form empties its
  // fields), and the field they were in keeps the focus: in the swap's commit, so that a key
  // pressed right after lands in the field.
  const carried = useRef(false)
  useLayoutEffect(() => {
    if (!start || carried.current) return
    carried.current = true
    form.setValue('email', start.email)
    form.setValue('consent', start.consent)
    if (start.focused) form.setFocus(start.focused)
  })

  return (
    <Form form={form} onSubmit={onSubmit} errorsUnderFields={false} className={newsletterFormClass} aria-labelledby={`${id}-title`}>
      <NewsletterFields
        id={id}
        email={{ ...form.register('email'), ...invalid('email') }}
        consent={{ ...form.register('consent'), ...invalid('consent') }}
        submit={
          <SubmitButton disabled={!filledIn} variant="light">
            S'inscrire
          </SubmitButton>
        }
      />
      <HoneypotField name={honeypotField} />
      <p
        role={banner?.tone === 'error' ? 'alert' : 'status'}
        className={cn('mt-3 min-h-5 text-sm font-medium', banner?.tone === 'error' ? 'text-red-300' : 'text-brand-200')}
      >
        {banner?.text ?? ''}
      </p>
    </Form>
  )
}
