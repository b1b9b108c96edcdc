import type { UIFieldServerComponent } from 'payload'

import { staffRole } from '../../../access/roles.ts'
import { EraseSenderDataButton } from './EraseSenderDataButton.tsx'

/**
 * For administrators, on a ticket: the sender's rights (RGPD) over everything they sent through
 * the forms, by the personal-data endpoints (staff are signed in by cookie, which they accept).
 */
export const SenderDataActions: UIFieldServerComponent = ({ data, req }) => {
  const email = typeof data?.email === 'string' ? data.email : ''
  if (!email || staffRole(req) !== 'admin') return null
  const path = `/api/personal-data/submissions?email=${encodeURIComponent(email)}`
  return (
    <div className="field-type">
      <p>
        Données de {email} (RGPD) :{' '}
        <a href={path} download>
          exporter tous ses envois (JSON)
        </a>
      </p>
      <EraseSenderDataButton path={path} email={email} />
    </div>
  )
}
