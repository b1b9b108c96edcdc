import { useLocation } from 'react-router'

import { buttonClasses } from '../../../components/ui/button'
import { peekReturnUrl } from '../../../stores/session-store'
import { useAuthProviders } from '../api/get-auth-providers'
import { googleSignInUrl } from '../api/google-sign-in-url'

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2-1.9 3.2-4.7 3.2-8.1z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  )
}

/** Hidden unless the server says Google sign-in is configured. */
export function GoogleSignInButton() {
  const providers = useAuthProviders()
  const location = useLocation()
  if (!providers.data?.google) return null
  const returnTo = peekReturnUrl() ?? `${location.pathname}${location.search}`
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        ou
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <a href={googleSignInUrl(returnTo)} className={buttonClasses({ variant: 'secondary' }) + ' w-full'}>
        <GoogleLogo />
        Continuer avec Google
      </a>
    </>
  )
}
