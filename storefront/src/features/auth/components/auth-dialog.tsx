import { useState } from 'react'

import { Modal } from '../../../components/ui/modal'
import { closeAuthDialog, useAuthDialog, type AuthMode } from '../../../hooks/use-auth-dialog'
import { GoogleSignInButton } from './google-sign-in-button'
import { LoginForm } from './login-form'
import { ResetRequestForm } from './reset-request-form'
import { SignupForm } from './signup-form'

const titles: Record<AuthMode, string> = {
  login: 'Connexion',
  register: 'Inscription',
  reset: 'Mot de passe oublié',
}

/** Keeps the e-mail across modes; switching mode drops passwords and messages (new form). */
function AuthDialogContent({ initialMode, title }: { initialMode: AuthMode; title?: string }) {
  const [mode, setMode] = useState(initialMode)
  const [email, setEmail] = useState('')
  const [generation, setGeneration] = useState(0)
  const switchTo = (next: AuthMode, currentEmail = email) => {
    setEmail(currentEmail)
    setMode(next)
    setGeneration((value) => value + 1)
  }

  return (
    <Modal title={mode === 'login' && title ? title : titles[mode]} onClose={closeAuthDialog}>
      <div key={generation}>
        {mode === 'login' ? (
          <LoginForm initialEmail={email} onForgotPassword={(current) => switchTo('reset', current)} />
        ) : mode === 'register' ? (
          <SignupForm initialEmail={email} onSwitchToLogin={(current) => switchTo('login', current)} />
        ) : (
          <ResetRequestForm initialEmail={email} onBackToLogin={(current) => switchTo('login', current)} />
        )}
        {mode !== 'reset' ? <GoogleSignInButton /> : null}
        <p className="mt-5 text-center text-sm text-slate-600">
          {mode === 'login' ? (
            <>
              Pas encore de compte ?{' '}
              <button type="button" onClick={() => switchTo('register')} className="font-semibold text-brand-700 hover:underline">
                Créer un compte
              </button>
            </>
          ) : mode === 'register' ? (
            <>
              Déjà un compte ?{' '}
              <button type="button" onClick={() => switchTo('login')} className="font-semibold text-brand-700 hover:underline">
                Se connecter
              </button>
            </>
          ) : (
            <button type="button" onClick={() => switchTo('login')} className="font-semibold text-brand-700 hover:underline">
              Retour à la connexion
            </button>
          )}
        </p>
      </div>
    </Modal>
  )
}

/** The auth modal of spec core §2/§4: Connexion, Inscription, Mot de passe oublié, and Google. */
export function AuthDialog() {
  const dialog = useAuthDialog()
  if (!dialog) return null
  return <AuthDialogContent key={`${dialog.mode}:${dialog.title ?? ''}`} initialMode={dialog.mode} title={dialog.title} />
}
