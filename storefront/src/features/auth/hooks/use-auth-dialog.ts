import { createExternalStore, useExternalStore } from '../../../lib/external-store'

export type AuthMode = 'login' | 'register' | 'reset'

export type AuthDialogState = {
  mode: AuthMode
  /** A heading that says why sign-in is asked (e.g. 'Se connecter pour commander'). */
  title?: string
  /** What to do once signed in (e.g. reopen the configurator); by default, go to the return address. */
  onSignedIn?: () => void
}

const dialogStore = createExternalStore<AuthDialogState | null>(null)

export function openAuthDialog(mode: AuthMode = 'login', options: Omit<AuthDialogState, 'mode'> = {}): void {
  dialogStore.set({ mode, ...options })
}

export const closeAuthDialog = () => dialogStore.set(null)

export function useAuthDialog(): AuthDialogState | null {
  return useExternalStore(dialogStore)
}
