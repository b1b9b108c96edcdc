import { useWatch } from 'react-hook-form'

import { countries, profileFormSchema, profileMessages, type ClientProfile, type ProfileData } from '@shop/domain/profile'

import { Button } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { useUpdateClientProfile } from '../api/update-client-profile'

type ProfileFormProps = { token: string; clientId: string; profile: ClientProfile; onDone: () => void }

const countryOptions = countries.map((country) => ({ value: country, label: country }))

/**
 * Edit mode of /profil: the seven fields of the client record, one address. A new e-mail is a new
 * login: the current password is asked for it, and the new address gets a confirmation link.
 */
export function ProfileForm({ token, clientId, profile, onDone }: ProfileFormProps) {
  const form = useZodForm(profileFormSchema(profile.email), {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    city: profile.city,
    postal_code: profile.postal_code,
    country: countries.find((country) => country === profile.country) ?? 'France',
    currentPassword: '',
  })
  const update = useUpdateClientProfile(token, clientId)
  const email: string = useWatch({ control: form.control, name: 'email' })
  const emailChanged = email.trim().toLowerCase() !== profile.email

  const submit = async ({ currentPassword, ...profileData }: ProfileData & { currentPassword: string }) => {
    try {
      await update.mutateAsync({ profileData, currentPassword: profileData.email === profile.email ? undefined : currentPassword })
      onDone()
    } catch (error) {
      form.setNotice({ tone: 'error', text: error instanceof ApiError && error.fromServer ? error.message : profileMessages.updateFailed })
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Informations personnelles</legend>
        <TextField label="Nom complet" name="name" autoComplete="name" required className="sm:col-span-2" />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Téléphone" name="phone" type="tel" autoComplete="tel" />
        {emailChanged ? (
          <TextField
            label="Mot de passe actuel"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            className="sm:col-span-2"
            hint="Requis pour changer d'adresse e-mail. Un lien de confirmation sera envoyé à la nouvelle adresse."
          />
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Adresse de livraison</legend>
        <TextField label="Adresse" name="address" autoComplete="street-address" required className="sm:col-span-2" />
        <TextField label="Ville" name="city" autoComplete="address-level2" required />
        <TextField label="Code postal" name="postal_code" autoComplete="postal-code" inputMode="numeric" required />
        <SelectField label="Pays" name="country" options={countryOptions} />
      </fieldset>
      <FormMessage notice={form.notice} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton busyLabel="Enregistrement...">Enregistrer</SubmitButton>
        <Button variant="secondary" onClick={onDone} disabled={form.busy}>
          Annuler
        </Button>
      </div>
    </Form>
  )
}
