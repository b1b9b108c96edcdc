import { useEffect, useRef } from 'react'
import { Link, Navigate, Outlet, useLocation } from 'react-router'

import { messages } from '@shop/domain/messages'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { buttonClasses } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { paths } from '../../config/paths'
import { openAuthDialog } from '../../hooks/use-auth-dialog'
import { usePrerenderPass } from '../../hooks/use-prerender-pass'
import { useSession } from '../../hooks/use-session'
import { cn } from '../../lib/cn'
import { rememberReturnUrl } from '../../stores/session-store'

/**
 * The route guard of spec core §2 for customer pages. A visitor who arrives without a session
 * goes home with the wanted address (path and query) remembered and the login dialog open;
 * after signing in they land there. A session that ends on the page just leads home.
 * While the stored session is being checked, the page draws its frame with the guard's spinner
 * and asks for its data with the stored token; the pre-rendered frame (drawn without knowing the
 * visitor) is hydrated before any of this is decided.
 */
export function RequireAuth() {
  const session = useSession()
  const prerendering = usePrerenderPass()
  const location = useLocation()
  const arrivedSignedOut = useRef<boolean | null>(null)
  if (!prerendering && arrivedSignedOut.current === null) arrivedSignedOut.current = session.status !== 'signed-in'

  const mustLeave = !prerendering && session.status === 'anonymous'
  useEffect(() => {
    if (!mustLeave || !arrivedSignedOut.current) return
    rememberReturnUrl(`${location.pathname}${location.search}`)
    openAuthDialog('login')
  }, [mustLeave, location.pathname, location.search])

  if (session.status === 'error') return <AccessError />
  if (mustLeave) return <Navigate to={paths.home} replace />
  return <Outlet />
}

function AccessError() {
  return (
    <Container className="py-16">
      <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">Erreur d'accès</h1>
        <p className="mt-2 text-slate-600">{authUiMessages.guardError}</p>
        <Link to={paths.home} className={cn(buttonClasses(), 'mt-6')}>
          {messages.backHome}
        </Link>
      </div>
    </Container>
  )
}
