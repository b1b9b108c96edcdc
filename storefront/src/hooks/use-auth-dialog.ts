import { createOverlay } from '../lib/overlay'

export type AuthMode = 'login' | 'register' | 'reset'

export type AuthDialogState = {
  mode: AuthMode
  /** A heading that says why sign-in is asked (e.g. 'Se connecter pour commander'). */
  title?: string
  /** What to do once signed in (e.g. reopen the configurator); by default, go to the return address. */
  onSignedIn?: () => void
}

/** Shared: the header, the route guard and the catalogue's dialogs all ask for a sign-in. */
const authDialog = createOverlay<AuthDialogState>()

export function openAuthDialog(mode: AuthMode = 'login', options: Omit<AuthDialogState, 'mode'> = {}): void {
  authDialog.open({ mode, ...options })
}

export const closeAuthDialog = authDialog.close
export const useAuthDialog = authDialog.useOverlay
