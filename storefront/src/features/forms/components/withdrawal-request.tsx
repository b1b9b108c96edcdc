import { useState } from 'react'
import { useWatch } from 'react-hook-form'

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

  const reason: unknown = useWatch({ control: capture.form.control, name: 'reason' })

  return (
    <ToggledForm
      openLabel="Remplir le formulaire en ligne"
      title="Formulaire de rétractation en ligne"
      submitLabel="Envoyer ma demande"
      open={open}
      onOpenChange={setOpen}
      capture={capture}
    >
      <TextField label="Nom" name="lastname" autoComplete="family-name" required autoFocus />
      <TextField label="Prénom" name="firstname" autoComplete="given-name" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Numéro de commande" name="orderNumber" placeholder="MBP-JJMMAAAA-NNNN" autoCapitalize="characters" required />
      <TextField label="Date de commande" name="orderDate" type="date" required />
      <SelectField label="Motif (facultatif)" name="reason" placeholder="Choisissez un motif" options={reasonOptions} />
      <TextAreaField
        label="Produit(s) concerné(s)"
        name="productDetails"
        rows={3}
        required
        maxCount={formTextMaxLength}
        className="sm:col-span-2"
      />
      {reason === 'other' ? (
        <TextAreaField label="Précisez le motif" name="otherReason" rows={3} maxCount={formTextMaxLength} className="sm:col-span-2" />
      ) : null}
      <CheckboxField label={consentTexts.retractation} name="consent" required className="sm:col-span-2" />
    </ToggledForm>
  )
}
