import { useState } from 'react'

import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox-field'
import { FormMessage, type FormNotice } from '../../../components/ui/form-message'
import {
  allCookies,
  defaultCookiePreferences,
  saveCookiePreferences,
  useCookieConsent,
  type CookieCategory,
  type CookiePreferences,
} from '../hooks/use-cookie-consent'

const categories: { id: CookieCategory; label: string; description: string }[] = [
  { id: 'performance', label: 'Performance', description: "Mesure d'audience et amélioration du site." },
  { id: 'functional', label: 'Fonctionnels', description: 'Mémorisation de vos préférences.' },
  { id: 'targeting', label: 'Ciblage', description: 'Publicité personnalisée.' },
  { id: 'social', label: 'Réseaux sociaux', description: 'Mesure et publicité sur les réseaux sociaux.' },
]

/**
 * The /cookies preferences panel (spec catalogue §3, §4): strictly necessary cookies locked on,
 * the four others as the visitor chose them (the defaults before any choice); accept all,
 * refuse all or save, each confirmed by its alert.
 */
export function CookiePreferencesPanel() {
  const consent = useCookieConsent()
  // Ticks not yet saved; until the visitor changes one, the panel shows the stored choice.
  const [draft, setDraft] = useState<CookiePreferences | null>(null)
  const [notice, setNotice] = useState<FormNotice>(null)
  const shown = draft ?? consent ?? defaultCookiePreferences

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
              <span className="font-semibold text-slate-900">Strictement nécessaires</span> : toujours actifs, indispensables au
              fonctionnement de la boutique (session, panier, vos choix de cookies).
            </>
          }
          checked
          disabled
        />
        {categories.map((category) => (
          <Checkbox
            key={category.id}
            label={
              <>
                <span className="font-semibold text-slate-900">{category.label}</span> : {category.description}
              </>
            }
            checked={shown[category.id]}
            onChange={(event) => {
              setNotice(null)
              setDraft({ ...shown, [category.id]: event.target.checked })
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
