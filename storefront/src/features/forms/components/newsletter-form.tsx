import { useId } from 'react'
import { useWatch } from 'react-hook-form'

import { consentTexts, formMessages, honeypotField } from '@shop/domain/forms'
import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Form, SubmitButton } from '../../../components/ui/form'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { cn } from '../../../lib/cn'
import { useCaptureForm } from '../hooks/use-capture-form'

/**
 * Footer newsletter signup (spec core §4, §5): the button stays disabled until an e-mail is typed
 * and consent is ticked. The sign-up is confirmed by the link e-mailed to the address (double
 * opt-in), which the answer tells.
 */
export function NewsletterForm() {
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

  return (
    <Form form={form} onSubmit={onSubmit} errorsUnderFields={false} className="relative w-full max-w-md" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        Restez informé
      </h2>
      <p className="mt-1 text-sm text-slate-300">Nouveautés, conseils de pose et offres réservées aux abonnés.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Adresse e-mail
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          placeholder="votre@email.fr"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-500 bg-slate-800 px-3 text-sm text-white placeholder:text-slate-400"
          {...form.register('email')}
          {...invalid('email')}
        />
        <SubmitButton disabled={!filledIn} variant="light">
          S'inscrire
        </SubmitButton>
      </div>
      <div className="mt-3 flex items-start gap-2">
        <input
          id={`${id}-consent`}
          type="checkbox"
          {...form.register('consent')}
          className="mt-0.5 size-4 shrink-0 accent-brand-400"
          {...invalid('consent')}
        />
        <label htmlFor={`${id}-consent`} className="text-xs text-slate-300">
          {consentTexts.newsletter}
        </label>
      </div>
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
