import { useState } from 'react'

import { claimProblems, claimProducts, consentTexts, formMessages, formTextMaxLength } from '@shop/domain/forms'

import { CheckboxField } from '../../../components/ui/checkbox-field'
import { SelectField } from '../../../components/ui/select-field'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { TextField } from '../../../components/ui/text-field'
import { useCaptureForm } from '../hooks/use-capture-form'
import { ClaimPhotosField } from './claim-photos-field'
import { ToggledForm } from './toggled-form'

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))
const productOptions = options(claimProducts)
const problemOptions = options(claimProblems)

/**
 * The after-sales claim of /garantie (spec catalogue §3 to §5, §8), with its photos: hidden until
 * asked for, 'Annuler' hides it; after the required fields the consent is checked, then the
 * description's length. Once sent it empties and hides; a failure keeps it open with its values.
 */
export function WarrantyClaim() {
  const [open, setOpen] = useState(false)
  const capture = useCaptureForm(
    'warranty-claim',
    { nom: '', prenom: '', email: '', telephone: '', commande: '', produit: '', probleme: '', description: '', consent: false },
    {
      sent: formMessages.claimSent,
      failed: formMessages.requestFailed,
      checkOrder: ['consent', 'description'],
      onSent: () => setOpen(false),
    },
  )

  return (
    <ToggledForm
      openLabel="Ouvrir le formulaire de réclamation"
      title="Formulaire de réclamation"
      submitLabel="Envoyer ma réclamation"
      open={open}
      onOpenChange={setOpen}
      capture={capture}
    >
      <TextField label="Nom" name="nom" autoComplete="family-name" required autoFocus />
      <TextField label="Prénom" name="prenom" autoComplete="given-name" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Téléphone (facultatif)" name="telephone" type="tel" autoComplete="tel" />
      <TextField label="Numéro de commande" name="commande" placeholder="MBP-JJMMAAAA-NNNN" autoCapitalize="characters" required />
      <SelectField label="Produit concerné" name="produit" placeholder="Choisissez un produit" options={productOptions} required />
      <SelectField
        label="Problème rencontré"
        name="probleme"
        placeholder="Choisissez un problème"
        options={problemOptions}
        required
        className="sm:col-span-2"
      />
      <TextAreaField
        label="Description du problème"
        name="description"
        rows={5}
        required
        maxCount={formTextMaxLength}
        className="sm:col-span-2"
      />
      <ClaimPhotosField name="photos" className="sm:col-span-2" />
      <CheckboxField label={consentTexts['warranty-claim']} name="consent" required className="sm:col-span-2" />
    </ToggledForm>
  )
}
