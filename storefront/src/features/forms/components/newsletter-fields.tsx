import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

import { consentTexts } from '@shop/domain/form-consents'

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }

export const newsletterFormClass = 'relative w-full max-w-md'

/**
 * What the footer's newsletter form shows: its title, the e-mail field and the consent box, the
 * same whether the form's code has loaded (newsletter-form.tsx) or not yet (newsletter-signup.tsx).
 */
export function NewsletterFields({
  id,
  email,
  consent,
  submit,
}: {
  id: string
  email: InputProps
  consent: InputProps
  submit: ReactNode
}) {
  return (
    <>
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
          {...email}
        />
        {submit}
      </div>
      <div className="mt-3 flex items-start gap-2">
        <input id={`${id}-consent`} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-400" {...consent} />
        <label htmlFor={`${id}-consent`} className="text-xs text-slate-300">
          {consentTexts.newsletter}
        </label>
      </div>
    </>
  )
}
