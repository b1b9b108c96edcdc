import { lazy, Suspense, useState } from 'react'

import { Button } from '../../../components/ui/button'
import { FormMessage, type FormNotice } from '../../../components/ui/form-message'
import { Spinner } from '../../../components/ui/spinner'

const PasswordChangeFields = lazy(() => import('./password-change-fields').then((m) => ({ default: m.PasswordChangeFields })))

/**
 * /profil: a new password, given the current one; the other devices are signed out. The form's
 * code (react-hook-form, its fields) loads when it is first opened, not with the page.
 */
export function PasswordChangeForm({ token }: { token: string }) {
  const [open, setOpen] = useState(false)
  // Held here rather than in the form, which closes: the outcome stays under the button.
  const [notice, setNotice] = useState<FormNotice>(null)

  return (
    <section aria-labelledby="password-change" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="password-change" className="text-lg font-semibold text-slate-900">
        Mot de passe
      </h2>
      {open ? (
        <Suspense fallback={<Spinner className="mt-4 justify-start" />}>
          <PasswordChangeFields
            token={token}
            onChanged={(message) => {
              setOpen(false)
              setNotice({ tone: 'success', text: message })
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">Changer de mot de passe déconnecte vos autres appareils.</p>
          <FormMessage className="mt-3" notice={notice} />
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              setNotice(null)
              setOpen(true)
            }}
          >
            Changer le mot de passe
          </Button>
        </>
      )}
    </section>
  )
}
