import { useNavigate } from 'react-router'

import { closeAuthDialog, useAuthDialog } from '../../../hooks/use-auth-dialog'
import { takeReturnUrl } from '../../../stores/session-store'

/**
 * Once signed in, the dialog closes and the visitor goes on: to what asked for the sign-in (a
 * configurator reopening), else to the address the route guard remembered.
 */
export function useFinishSignIn(): () => void {
  const dialog = useAuthDialog()
  const navigate = useNavigate()
  return () => {
    closeAuthDialog()
    if (dialog?.onSignedIn) {
      dialog.onSignedIn()
      return
    }
    const returnUrl = takeReturnUrl()
    if (returnUrl) navigate(returnUrl)
  }
}
