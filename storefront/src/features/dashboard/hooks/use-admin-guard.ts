import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

import { dashboardMessages, type AdminSignOutReason } from '@shop/domain/dashboard'

import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { adminTokenExpired, forgetAdminToken } from '../../../stores/admin-token-store'
import { useAdminVerify } from '../api/verify-admin'

function signOutReason(error: unknown): AdminSignOutReason {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return error.message === dashboardMessages.tokenExpired ? 'expired' : 'invalid'
  }
  return 'error'
}

/**
 * Spec core §2: the admin token is checked on the server first; a failed check removes it and
 * sends the administrator to /admin-login saying why. Any later 401 (the token revoked or expired
 * meanwhile) does the same.
 */
export function useAdminGuard() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const expiredLocally = adminTokenExpired()
  const verify = useAdminVerify()

  useEffect(() => {
    const signOut = (reason: AdminSignOutReason) => {
      forgetAdminToken()
      queryClient.removeQueries({ queryKey: ['dashboard'] })
      navigate(`${paths.adminLogin}?raison=${reason}`, { replace: true })
    }
    if (verify.isError) signOut(expiredLocally ? 'expired' : signOutReason(verify.error))
    const unauthorised = (error: unknown) => error instanceof ApiError && error.status === 401
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && unauthorised(event.query.state.error)) signOut(signOutReason(event.query.state.error))
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && unauthorised(event.mutation?.state.error)) signOut(signOutReason(event.mutation?.state.error))
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [verify.isError, verify.error, expiredLocally, navigate, queryClient])

  return verify
}
