import { useId } from 'react'

import { countries, profileFormSchema, profileMessages, type ClientProfile } from '@shop/domain/profile'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { inputClasses, TextField } from '../../../components/ui/text-field'
import { useFormSubmission } from '../../../hooks/use-form-submission'
import { useFormValues } from '../../../hooks/use-form-values'
import { ApiError } from '../../../lib/api-client'
import { useUpdateClientProfile } from '../api/update-client-profile'

type ProfileFormProps = { token: string; clientId: string; profile: ClientProfile; onDone: () => void }
type Field = Exclude<keyof ClientProfile, 'email_verified' | 'pending_email'> | 'currentPassword'

/**
 * Edit mode of /profil: the seven fields of the client record, one address. A new e-mail is a new
 * login: the current password is asked for it, and the new address gets a confirmation link.
 */
export function ProfileForm({ token, clientId, profile, onDone }: ProfileFormProps) {
  const {
    values: form,
    setValues: setForm,
    bind,
  } = useFormValues({
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    city: profile.city,
    postal_code: profile.postal_code,
    country: profile.country || 'France',
    currentPassword: '',
  })
  const { errors, notice, setNotice, busy, handle } = useFormSubmission(profileFormSchema(profile.email))
  const update = useUpdateClientProfile(token, clientId)
  const countryId = useId()
  const emailChanged = form.email.trim().toLowerCase() !== profile.email

  const field = (name: Field) => ({ ...bind(name, errors), required: name !== 'phone' })

  const submit = handle(form, async ({ currentPassword, ...profileData }) => {
    try {
      await update.mutateAsync({ profileData, currentPassword: profileData.email === profile.email ? undefined : currentPassword })
      onDone()
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof ApiError && error.fromServer ? error.message : profileMessages.updateFailed })
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Informations personnelles</legend>
        <TextField label="Nom complet" autoComplete="name" className="sm:col-span-2" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Téléphone" type="tel" autoComplete="tel" {...field('phone')} />
        {emailChanged ? (
          <TextField
            label="Mot de passe actuel"
            type="password"
            autoComplete="current-password"
            className="sm:col-span-2"
            hint="Requis pour changer d'adresse e-mail. Un lien de confirmation sera envoyé à la nouvelle adresse."
            {...field('currentPassword')}
          />
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Adresse de livraison</legend>
        <TextField label="Adresse" autoComplete="street-address" className="sm:col-span-2" {...field('address')} />
        <TextField label="Ville" autoComplete="address-level2" {...field('city')} />
        <TextField label="Code postal" autoComplete="postal-code" inputMode="numeric" {...field('postal_code')} />
        <div>
          <label htmlFor={countryId} className="block text-sm font-medium text-slate-800">
            Pays
          </label>
          <select
            id={countryId}
            name="country"
            value={form.country}
            onChange={(event) => setForm((current) => ({ ...current, country: event.target.value }))}
            className={`${inputClasses(Boolean(errors.country))} mt-1`}
          >
            {countries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
          {errors.country ? <p className="mt-1 text-sm text-red-700">{errors.country}</p> : null}
        </div>
      </fieldset>
      <FormMessage notice={notice} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Annuler
        </Button>
      </div>
    </form>
  )
}
