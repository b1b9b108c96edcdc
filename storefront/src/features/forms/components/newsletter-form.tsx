import { useId } from 'react'

import { consentTexts, formMessages } from '@shop/domain/forms'
import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Button } from '../../../components/ui/button'
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
  const { values, setValues, invalid, banner, busy, onSubmit, honeypot } = useCaptureForm(
    'newsletter',
    { email: '', consent: false },
    { sent: formMessages.newsletterCheckMailbox, failed: storefrontMessages.newsletterFailed },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="relative w-full max-w-md" aria-labelledby={`${id}-title`}>
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
          value={values.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
          {...invalid('email')}
        />
        <Button type="submit" disabled={values.email.trim() === '' || !values.consent || busy} aria-busy={busy} variant="light">
          S'inscrire
        </Button>
      </div>
      <div className="mt-3 flex items-start gap-2">
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={values.consent}
          onChange={(event) => setValues((current) => ({ ...current, consent: event.target.checked }))}
          className="mt-0.5 size-4 shrink-0 accent-brand-400"
          {...invalid('consent')}
        />
        <label htmlFor={`${id}-consent`} className="text-xs text-slate-300">
          {consentTexts.newsletter}
        </label>
      </div>
      <HoneypotField {...honeypot} />
      <p
        role={banner?.tone === 'error' ? 'alert' : 'status'}
        className={cn('mt-3 min-h-5 text-sm font-medium', banner?.tone === 'error' ? 'text-red-300' : 'text-brand-200')}
      >
        {banner?.text ?? ''}
      </p>
    </form>
  )
}
