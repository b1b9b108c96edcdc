import { useState } from 'react'

import { consentTexts, formMessages, formTextMaxLength, withdrawalReasons } from '@shop/domain/forms'

import { CheckboxField } from '../../../components/ui/checkbox-field'
import { SelectField } from '../../../components/ui/select-field'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { TextField } from '../../../components/ui/text-field'
import { useCaptureForm } from '../hooks/use-capture-form'
import { ToggledForm } from './toggled-form'

const reasonOptions = Object.entries(withdrawalReasons).map(([value, label]) => ({ value, label }))

/**
 * The withdrawal request of /retractation (spec catalogue §2, §4, §5, §8): opened by a button,
 * closed by 'Annuler'; once sent the form empties and closes, and the success banner stays.
 */
export function WithdrawalRequest() {
  const [open, setOpen] = useState(false)
  const capture = useCaptureForm(
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

  const { values, field, checkbox } = capture

  return (
    <ToggledForm
      openLabel="Remplir le formulaire en ligne"
      title="Formulaire de rétractation en ligne"
      submitLabel="Envoyer ma demande"
      open={open}
      onOpenChange={setOpen}
      capture={capture}
    >
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
    </ToggledForm>
  )
}
