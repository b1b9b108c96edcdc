import { createExternalStore, useExternalStore } from '../../../lib/external-store'

export type AuthMode = 'login' | 'register' | 'reset'

/** Which auth dialog mode is open (null: closed). The dialog itself comes with the accounts work. */
const dialogStore = createExternalStore<AuthMode | null>(null)

export const openAuthDialog = (mode: AuthMode = 'login') => dialogStore.set(mode)
export const closeAuthDialog = () => dialogStore.set(null)

export function useAuthDialog(): AuthMode | null {
  return useExternalStore(dialogStore)
}
