import { useState } from 'react'

import { consentCategories, storageCategories } from '@shop/domain/cookie-consent'
import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox-field'
import { FormMessage, type FormNotice } from '../../../components/ui/form-message'
import { allCookies, saveCookiePreferences, useCookieConsent, type CookiePreferences } from '../hooks/use-cookie-consent'

const { necessary } = storageCategories

/**
 * The /cookies preferences panel (spec catalogue §3, §4): strictly necessary storage locked on,
 * each category needing consent as the visitor chose it (unticked before any choice); accept all,
 * refuse all or save, each confirmed by its alert.
 */
export function CookiePreferencesPanel() {
  const consent = useCookieConsent()
  // Ticks not yet saved; until the visitor changes one, the panel shows the stored choice.
  const [draft, setDraft] = useState<CookiePreferences | null>(null)
  const [notice, setNotice] = useState<FormNotice>(null)
  const shown = draft ?? consent ?? allCookies(false)

  const save = (preferences: CookiePreferences, text: string) => {
    saveCookiePreferences(preferences)
    setDraft(null)
    setNotice({ tone: 'success', text })
  }

  return (
    <div className="not-prose mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 print:hidden">
      <h3 className="text-lg font-semibold text-slate-900">Gérer mes préférences</h3>
      <fieldset className="mt-4 space-y-4">
        <legend className="sr-only">Catégories de cookies</legend>
        <Checkbox
          label={
            <>
              <span className="font-semibold text-slate-900">{necessary.label}</span> : {necessary.description}
            </>
          }
          checked
          disabled
        />
        {consentCategories.map((category) => (
          <Checkbox
            key={category}
            label={
              <>
                <span className="font-semibold text-slate-900">{storageCategories[category].label}</span> :{' '}
                {storageCategories[category].description}
              </>
            }
            checked={shown[category]}
            onChange={(event) => {
              setNotice(null)
              setDraft({ ...shown, [category]: event.target.checked })
            }}
          />
        ))}
      </fieldset>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={() => save(allCookies(true), storefrontMessages.cookiesAccepted)}>Tout accepter</Button>
        <Button onClick={() => save(allCookies(false), storefrontMessages.cookiesRefused)}>Tout refuser</Button>
        <Button variant="secondary" onClick={() => save(shown, storefrontMessages.cookiesSaved)}>
          Enregistrer mes préférences
        </Button>
      </div>
      <FormMessage notice={notice} className="mt-4" />
    </div>
  )
}
