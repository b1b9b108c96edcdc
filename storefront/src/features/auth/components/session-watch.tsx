import { useState } from 'react'

import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { useSignedInSession } from '../../../hooks/use-session'
import { useLogout } from '../hooks/use-logout'
import { useSessionTimers } from '../hooks/use-session-timers'
import { refreshSession } from '../stores/session-actions'

function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** The signed-in session's lifecycle and its two warnings (loaded once somebody is signed in). */
export function SessionWatch() {
  const session = useSignedInSession()
  const { inactivityWarning, stayConnected, secondsLeft } = useSessionTimers(session)
  const [dismissedExpiry, setDismissedExpiry] = useState<number | null>(null)
  // Spec core §4: logging out, from here too, goes to the home page.
  const logout = useLogout()

  const showExpiry = session !== null && secondsLeft !== null && dismissedExpiry !== session.expiresAt
  return (
    <>
      {inactivityWarning ? (
        <section
          role="alertdialog"
          aria-labelledby="inactivity-warning-title"
          aria-describedby="inactivity-warning-text"
          className="fixed right-4 bottom-24 z-[65] w-[calc(100%-2rem)] max-w-sm animate-fade-in rounded-2xl border border-amber-200 bg-white p-5 shadow-2xl md:bottom-6"
        >
          <h2 id="inactivity-warning-title" className="font-bold text-slate-900">
            Session bientôt expirée
          </h2>
          <p id="inactivity-warning-text" className="mt-1 text-sm text-slate-600">
            Sans activité de votre part, vous serez déconnecté dans 30 minutes.
          </p>
          <Button className="mt-4 w-full" onClick={stayConnected}>
            Rester connecté
          </Button>
        </section>
      ) : null}
      {showExpiry ? (
        <Modal
          role="alertdialog"
          title="Votre session expire bientôt"
          onClose={() => setDismissedExpiry(session.expiresAt)}
          description={
            <>
              Déconnexion automatique dans <strong className="tabular-nums">{formatCountdown(secondsLeft)}</strong>.
            </>
          }
        >
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button className="flex-1" onClick={() => void refreshSession()}>
              Prolonger la session
            </Button>
            <Button variant="secondary" className="flex-1" onClick={logout}>
              Se déconnecter
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  )
}
