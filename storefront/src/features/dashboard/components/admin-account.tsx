import { useNavigate } from 'react-router'

import { Button } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { forgetAdminToken } from '../../../stores/admin-token-store'
import { useAdminLogout } from '../api/admin-logout'
import { useAdminVerify } from '../api/verify-admin'

/**
 * The administration header's account, on the dashboard: the administrator the server vouched for
 * (nothing while it checks) and the sign-out, which revokes the token before going back to the login.
 */
export function AdminAccount() {
  const navigate = useNavigate()
  const verify = useAdminVerify()
  const logout = useAdminLogout()
  if (!verify.isSuccess) return null

  const { user } = verify.data
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        forgetAdminToken()
        navigate(paths.adminLogin, { replace: true })
      },
    })

  return (
    // Its full width, not less, decides whether it fits beside the logo: on a phone it takes a line of its own.
    <div className="flex min-w-0 flex-auto items-center justify-end gap-3">
      <p className="min-w-0 truncate text-sm text-slate-600">
        <span className="max-sm:sr-only">Connecté en tant que </span>
        <span className="font-medium text-slate-900">{user.name ? `${user.name} (${user.email})` : user.email}</span>
      </p>
      <Button variant="secondary" size="sm" className="shrink-0" onClick={signOut} disabled={logout.isPending}>
        Se déconnecter
      </Button>
    </div>
  )
}
