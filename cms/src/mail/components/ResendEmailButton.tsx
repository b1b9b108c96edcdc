'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/** 'Renvoyer', once sent or failed: queues the same e-mail again (Payload's REST, admins only), then opens the new one. */
export function ResendEmailButton() {
  const { id } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value)
  const [failed, setFailed] = useState(false)
  if (id === undefined || state === 'pending') return null
  const resend = async () => {
    const res = await fetch('/api/payload-jobs', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ resendOf: id }),
    })
    const body = (await res.json().catch(() => null)) as { doc?: { id: number } } | null
    if (res.ok && body?.doc) window.location.assign(`/admin/collections/payload-jobs/${body.doc.id}`)
    else setFailed(true)
  }
  return (
    <p className="field-type">
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void resend()}>
        Renvoyer
      </button>
      {failed ? <span role="alert"> Le renvoi a échoué. Réessayez.</span> : null}
    </p>
  )
}
