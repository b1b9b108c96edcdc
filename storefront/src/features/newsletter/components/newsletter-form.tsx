import { useId, useState } from 'react'

import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Button } from '../../../components/ui/button'
import { useFormSubmission } from '../../../hooks/use-form-submission'

const confirmationDelayMs = 3000

/**
 * Footer newsletter signup (spec core §4, §5): the button stays disabled until an e-mail is typed
 * and consent is ticked; after sending, 'Merci pour votre inscription !' shows for 3 s.
 */
export function NewsletterForm() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const { notice, setNotice, schedule, handle } = useFormSubmission()

  // Nothing is sent yet: the thanks is the whole answer.
  const onSubmit = handle({ email, consent }, async () => {
    setEmail('')
    setConsent(false)
    setNotice({ tone: 'success', text: storefrontMessages.newsletterThanks })
    schedule(() => setNotice(null), confirmationDelayMs)
  })

  return (
    <form onSubmit={onSubmit} className="w-full max-w-md" aria-labelledby={`${id}-title`}>
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
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="votre@email.fr"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-500 bg-slate-800 px-3 text-sm text-white placeholder:text-slate-400"
        />
        <Button type="submit" disabled={email.trim() === '' || !consent} variant="light">
          S'inscrire
        </Button>
      </div>
      <div className="mt-3 flex items-start gap-2">
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-brand-400"
        />
        <label htmlFor={`${id}-consent`} className="text-xs text-slate-300">
          J'accepte de recevoir la newsletter et je peux me désinscrire à tout moment.
        </label>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-brand-200">
        {notice?.text ?? ''}
      </p>
    </form>
  )
}
