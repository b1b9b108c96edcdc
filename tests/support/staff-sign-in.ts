import { uniqueClientIp } from '@shop/seed/factories'

import { testAdmin } from './shop-server.ts'

/**
 * Signs the test administrator in through Payload's REST login, once per suite run. Payload keeps
 * a staff member's sessions in their row, read then written back whole: sign-ins of one account
 * at the same moment keep only one of their sessions, and the others' tokens are refused. (The
 * staff login also counts tries per address: 5 in 15 minutes.)
 */
export async function signInTestAdmin(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
    body: JSON.stringify({ email: testAdmin.email, password: testAdmin.password }),
  })
  const body = (await res.json()) as { token?: string }
  if (res.status !== 200 || !body.token) throw new Error(`connexion de l'administrateur de test : ${res.status} ${JSON.stringify(body)}`)
  return body.token
}
