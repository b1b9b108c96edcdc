import { env } from '../../../config/env'

/** Where the browser goes to sign in with Google (a page, not a call); the server sends it back to `returnTo`. */
export function googleSignInUrl(returnTo: string): string {
  return `${env.apiUrl}/api/auth/google?${new URLSearchParams({ returnTo })}`
}
