'use client'

import { useState } from 'react'

/** Erases all of a sender's submissions after a confirmation, then returns to the list (this ticket is gone too). */
export function EraseSenderDataButton({ path, email }: { path: string; email: string }) {
  const [failed, setFailed] = useState(false)
  const erase = async () => {
    if (!window.confirm(`Effacer définitivement toutes les demandes, photos et l'inscription à la newsletter de ${email} ?`)) return
    const res = await fetch(path, { method: 'DELETE', credentials: 'include' })
    if (res.ok) window.location.assign('/admin/collections/tickets')
    else setFailed(true)
  }
  return (
    <p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void erase()}>
        Effacer toutes ses données de formulaires
      </button>
      {failed ? <span role="alert"> L’effacement a échoué. Réessayez.</span> : null}
    </p>
  )
}
