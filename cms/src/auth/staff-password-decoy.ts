import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/**
 * Payload's hash of a staff password (3.90, `pbkdf2-sha256-v1:` hashes): PBKDF2-SHA256, 600,000
 * iterations, 32-byte keys. tests/api/staff-login-timing.test.ts checks the stored hashes still
 * have that form.
 */
const payloadHash = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/**
 * A staff login for an e-mail or username nobody has: Payload would refuse it without hashing,
 * so much faster than a wrong password that the timing would tell which staff accounts exist.
 * This spends the same hash first. Nothing else: the refusal stays Payload's (or the dashboard's).
 */
export async function hashAsForStaff(password: string): Promise<void> {
  await derive(password, 'aucun-compte-du-personnel', payloadHash.iterations, payloadHash.keyLength, payloadHash.digest)
}
