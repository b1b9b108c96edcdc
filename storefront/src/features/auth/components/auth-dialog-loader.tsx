import { lazy, Suspense } from 'react'

import { useAuthDialog } from '../hooks/use-auth-dialog'

// The dialog and its forms download on first use, not with every page.
const AuthDialog = lazy(() => import('./auth-dialog').then((module) => ({ default: module.AuthDialog })))

export function AuthDialogLoader() {
  const dialog = useAuthDialog()
  if (!dialog) return null
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  )
}
