import { lazy, Suspense, useState } from 'react'

import { profileMessages } from '@shop/domain/profile'

import { Button } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { QueryError } from '../../../components/ui/query-error'
import { SessionCheckSpinner } from '../../../components/ui/session-check-spinner'
import { Spinner } from '../../../components/ui/spinner'
import { usePrerenderPass } from '../../../hooks/use-prerender-pass'
import { useStoredSession } from '../../../hooks/use-session'
import { ApiError } from '../../../lib/api-client'
import { useClientProfile } from '../api/get-client-profile'
import { EmailVerificationNotice } from './email-verification-notice'
import { PasswordChangeForm } from './password-change-form'
import { PendingEmailNotice } from './pending-email-notice'
import { PersonalDataActions } from './personal-data-actions'
import { ProfileDetails } from './profile-details'

function NoProfile() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
      <p className="text-lg font-semibold text-slate-900">{profileMessages.noProfile}</p>
      <p className="mt-1 text-slate-600">Reconnectez-vous pour retrouver vos informations.</p>
    </div>
  )
}

// Edit mode's code (react-hook-form and the fields) loads when it is first asked for.
const ProfileForm = lazy(() => import('./profile-form').then((m) => ({ default: m.ProfileForm })))

/**
 * /profil: the signed-in customer's record, in view or edit mode (the route guard is above).
 * Logging out is the auth feature's: the route passes it in. Its frame is the same for everyone
 * (pre-rendered); the record is asked for with the stored session at once.
 */
export function ProfilePage({ onLogout }: { onLogout: () => void }) {
  const prerendering = usePrerenderPass()
  const session = useStoredSession()
  const client = session?.client ?? null
  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Mon profil</h1>
          <p className="mt-1 text-slate-600">Vos informations personnelles et votre adresse de livraison.</p>
        </div>
        <Button variant="secondary" onClick={onLogout}>
          Se déconnecter
        </Button>
      </div>
      <div className="mt-8 space-y-6">
        {prerendering ? (
          <SessionCheckSpinner />
        ) : session && client ? (
          <ProfileContent token={session.token} clientId={client.id} checking={session.status === 'checking'} />
        ) : session?.status === 'checking' ? (
          <SessionCheckSpinner />
        ) : (
          <NoProfile />
        )}
      </div>
    </Container>
  )
}

type ProfileContentProps = { token: string; clientId: string; checking: boolean }

function ProfileContent({ token, clientId, checking }: ProfileContentProps) {
  const profile = useClientProfile(token, clientId)
  const [editing, setEditing] = useState(false)

  if (checking) return <SessionCheckSpinner />
  if (profile.isPending) return <Spinner className="py-16" label="Chargement du profil…" />
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && [403, 404].includes(profile.error.status)
    return missing ? <NoProfile /> : <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
  }
  return (
    <>
      {profile.data.email_verified ? null : <EmailVerificationNotice token={token} email={profile.data.email} />}
      {profile.data.pending_email ? (
        <PendingEmailNotice token={token} clientId={clientId} pendingEmail={profile.data.pending_email} />
      ) : null}
      {editing ? (
        <Suspense fallback={<Spinner className="py-16" />}>
          <ProfileForm token={token} clientId={clientId} profile={profile.data} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <ProfileDetails profile={profile.data} />
          <Button onClick={() => setEditing(true)}>Modifier mon profil</Button>
        </>
      )}
      <PasswordChangeForm token={token} />
      <PersonalDataActions token={token} clientId={clientId} />
    </>
  )
}
