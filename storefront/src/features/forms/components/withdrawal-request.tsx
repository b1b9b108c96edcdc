import { useId, useState } from 'react'

import { consentTexts, formMessages, formTextMaxLength, withdrawalReasons } from '@shop/domain/forms'

import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FormMessage } from '../../../components/ui/form-message'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { SelectField } from '../../../components/ui/select-field'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { TextField } from '../../../components/ui/text-field'
import { useCaptureForm } from '../hooks/use-capture-form'

const reasonOptions = Object.entries(withdrawalReasons).map(([value, label]) => ({ value, label }))

/**
 * The withdrawal request of /retractation (spec catalogue §2, §4, §5, §8): opened by a button,
 * closed by 'Annuler'; once sent the form empties and closes, and the success banner stays.
 */
export function WithdrawalRequest() {
  const id = useId()
  const [open, setOpen] = useState(false)
  const { values, field, checkbox, banner, setNotice, busy, onSubmit, honeypot } = useCaptureForm(
    'retractation',
    {
      lastname: '',
      firstname: '',
      email: '',
      orderNumber: '',
      orderDate: '',
      productDetails: '',
      reason: '',
      otherReason: '',
      consent: false,
    },
    { sent: formMessages.withdrawalSent, failed: formMessages.requestFailed, onSent: () => setOpen(false) },
  )

  const toggle = (next: boolean) => {
    setNotice(null)
    setOpen(next)
  }

  return (
    <div className="mt-6 print:hidden">
      <Button aria-expanded={open} aria-controls={`${id}-form`} onClick={() => toggle(!open)}>
        Remplir le formulaire en ligne
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
            Formulaire de rétractation en ligne
          </h3>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <TextField label="Nom" autoComplete="family-name" required autoFocus {...field('lastname')} />
            <TextField label="Prénom" autoComplete="given-name" required {...field('firstname')} />
            <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
            <TextField
              label="Numéro de commande"
              placeholder="MBP-JJMMAAAA-NNNN"
              autoCapitalize="characters"
              required
              {...field('orderNumber')}
            />
            <TextField label="Date de commande" type="date" required {...field('orderDate')} />
            <SelectField label="Motif (facultatif)" placeholder="Choisissez un motif" options={reasonOptions} {...field('reason')} />
            <TextAreaField
              label="Produit(s) concerné(s)"
              rows={3}
              required
              maxCount={formTextMaxLength}
              className="sm:col-span-2"
              {...field('productDetails')}
            />
            {values.reason === 'other' ? (
              <TextAreaField
                label="Précisez le motif"
                rows={3}
                maxCount={formTextMaxLength}
                className="sm:col-span-2"
                {...field('otherReason')}
              />
            ) : null}
            <CheckboxField label={consentTexts.retractation} required className="sm:col-span-2" {...checkbox('consent')} />
          </div>
          <HoneypotField {...honeypot} />
          <FormMessage notice={banner} className="mt-4" />
          <div className="mt-5 flex flex-wrap gap-3">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? formMessages.sending : 'Envoyer ma demande'}
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
