import { useId } from 'react'

import { consentTexts, formMessages, formTextMaxLength } from '@shop/domain/forms'

import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FormMessage } from '../../../components/ui/form-message'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { SelectField } from '../../../components/ui/select-field'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { TextField } from '../../../components/ui/text-field'
import { useCaptureForm } from '../hooks/use-capture-form'

type ContactMessageFormProps = {
  /**
   * The message forms share their fields: name, e-mail, subject, message, consent; /contact's
   * also asks for an optional phone number.
   */
  form: 'contact' | 'faq-contact' | 'legal-contact' | 'cookie-contact'
  title: string
  lead: string
  subjects: Record<string, string>
  /** The failure banner of this form (spec catalogue §8). */
  failed: string
}

/**
 * After the required fields, the FAQ (and /contact, spec core §5) checks the message's length,
 * then the consent; the legal contact (and the cookie page's, its twin) the consent, then the
 * length (spec catalogue §5).
 */
const checkOrders = {
  contact: ['message', 'consent'],
  'faq-contact': ['message', 'consent'],
  'legal-contact': ['consent', 'message'],
  'cookie-contact': ['consent', 'message'],
} as const

/** A message to the shop from /contact, /faq, /mentions-legales or /cookies (spec catalogue §3 to §5, §8; core §2). */
export function ContactMessageForm({ form, title, lead, subjects, failed }: ContactMessageFormProps) {
  const id = useId()
  const { field, checkbox, banner, busy, onSubmit, honeypot } = useCaptureForm(
    form,
    // The other forms' schemas leave the phone out of what is sent.
    { name: '', email: '', phone: '', subject: '', message: '', consent: false },
    { sent: formMessages.messageSent, failed, checkOrder: checkOrders[form] },
  )
  const options = Object.entries(subjects).map(([value, label]) => ({ value, label }))

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:hidden"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField label="Nom" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        {form === 'contact' ? (
          <TextField label="Téléphone (facultatif)" type="tel" autoComplete="tel" className="sm:col-span-2" {...field('phone')} />
        ) : null}
        <SelectField
          label="Sujet"
          placeholder="Choisissez un sujet"
          options={options}
          required
          className="sm:col-span-2"
          {...field('subject')}
        />
        <TextAreaField label="Message" rows={5} required maxCount={formTextMaxLength} className="sm:col-span-2" {...field('message')} />
        <CheckboxField label={consentTexts[form]} required className="sm:col-span-2" {...checkbox('consent')} />
      </div>
      <HoneypotField {...honeypot} />
      <FormMessage notice={banner} className="mt-4" />
      <Button type="submit" className="mt-5" disabled={busy} aria-busy={busy}>
        {busy ? formMessages.sending : 'Envoyer le message'}
      </Button>
    </form>
  )
}
