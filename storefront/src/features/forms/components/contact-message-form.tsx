import { useId } from 'react'

import { consentTexts, formMessages, formTextMaxLength, honeypotField } from '@shop/domain/forms'

import { CheckboxField } from '../../../components/ui/checkbox-field'
import { Form, SubmitButton } from '../../../components/ui/form'
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
  const {
    form: capture,
    onSubmit,
    banner,
  } = useCaptureForm(
    form,
    // The other forms' schemas leave the phone out of what is sent.
    { name: '', email: '', phone: '', subject: '', message: '', consent: false },
    { sent: formMessages.messageSent, failed, checkOrder: checkOrders[form] },
  )
  const options = Object.entries(subjects).map(([value, label]) => ({ value, label }))

  return (
    <Form
      form={capture}
      onSubmit={onSubmit}
      errorsUnderFields={false}
      aria-labelledby={`${id}-title`}
      className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:hidden"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField label="Nom" name="name" autoComplete="name" required />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        {form === 'contact' ? (
          <TextField label="Téléphone (facultatif)" name="phone" type="tel" autoComplete="tel" className="sm:col-span-2" />
        ) : null}
        <SelectField label="Sujet" name="subject" placeholder="Choisissez un sujet" options={options} required className="sm:col-span-2" />
        <TextAreaField label="Message" name="message" rows={5} required maxCount={formTextMaxLength} className="sm:col-span-2" />
        <CheckboxField label={consentTexts[form]} name="consent" required className="sm:col-span-2" />
      </div>
      <HoneypotField name={honeypotField} />
      <FormMessage notice={banner} className="mt-4" />
      <SubmitButton className="mt-5" busyLabel={formMessages.sending}>
        Envoyer le message
      </SubmitButton>
    </Form>
  )
}
