import { useEffect } from 'react'

import { useSignedInSession } from '../../../hooks/use-session'
import { hasPendingConfiguration, takePendingConfiguration } from '../stores/pending-configuration'
import { openConfigurator } from './use-configurator'

/** Reopens the dialog with the choices kept before a sign-in. */
export function resumePendingConfiguration(): void {
  const target = takePendingConfiguration()
  if (target) openConfigurator(target)
}

/**
 * On the pages that sell phones: a visitor back from signing in to order (through Google, the
 * page was left and loaded again) finds the dialog as they left it.
 */
export function usePendingConfigurationResume(): void {
  const signedIn = useSignedInSession() !== null
  useEffect(() => {
    if (signedIn && hasPendingConfiguration()) resumePendingConfiguration()
  }, [signedIn])
}
