import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import { sameBytes } from '../../security/tokens.ts'

const derive = promisify(pbkdf2)

/**
 * Payload's hashes of staff passwords (3.90, payload/dist/auth/strategies/local/
 * generatePasswordSaltHash.js): PBKDF2-SHA256 over the hex salt, 600,000 iterations and 32-byte
 * keys behind a `pbkdf2-sha256-v1:` prefix; hashes from before it, 25,000 iterations and 512-byte
 * keys without one. tests/api/staff-login-timing.test.ts checks the stored hashes keep that form.
 */
const currentPrefix = 'pbkdf2-sha256-v1:'
const current = { iterations: 600_000, keyLength: 32 }
const legacy = { iterations: 25_000, keyLength: 512 }

type StoredPassword = { hash?: string | null; salt?: string | null }

/**
 * Whether the password is a staff member's, checked as Payload's own login does but without its
 * side effect: Payload's login also opens a session, rewriting the account's whole session list,
 * so that a check racing an admin-panel login could drop that login's session.
 */
export async function staffPasswordMatches(password: string, { hash, salt }: StoredPassword): Promise<boolean> {
  if (!hash || !salt) {
    await hashAsForStaff(password)
    return false
  }
  const isCurrent = hash.startsWith(currentPrefix)
  const { iterations, keyLength } = isCurrent ? current : legacy
  const expected = Buffer.from(isCurrent ? hash.slice(currentPrefix.length) : hash, 'hex')
  const key = await derive(password, salt, iterations, keyLength, 'sha256')
  return sameBytes(key, expected)
}

/**
 * A staff login for an e-mail or username nobody has: Payload would refuse it without hashing,
 * so much faster than a wrong password that the timing would tell which staff accounts exist.
 * This spends the same hash first. Nothing else: the refusal stays Payload's (or the dashboard's).
 */
export async function hashAsForStaff(password: string): Promise<void> {
  await derive(password, 'aucun-compte-du-personnel', current.iterations, current.keyLength, 'sha256')
}
