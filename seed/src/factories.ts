import { randomBytes, randomUUID } from 'node:crypto'

/**
 * Data for documents that tests create: unique names (hence unique slugs) so that suites can run
 * in parallel against one database without seeing each other's rows.
 */
export function uniqueSuffix(): string {
  // 48 random bits: a run makes thousands, from several processes at once.
  return randomUUID().replace(/-/g, '').slice(0, 12)
}

export function phoneData(overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix()
  return {
    name: `Testphone Modèle ${suffix}`,
    brand: 'Testphone',
    model: `Modèle ${suffix}`,
    year: 2025,
    description: 'Téléphone créé par un test.',
    ...overrides,
  }
}

export function staffData(role: 'admin' | 'editor', overrides: Record<string, unknown> = {}) {
  return {
    email: `${role}-${uniqueSuffix()}@boutique.test`,
    password: `Mot-de-passe-${uniqueSuffix()}`,
    name: role === 'admin' ? 'Admin de test' : 'Éditeur de test',
    role,
    ...overrides,
  }
}

export function customerData(overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix()
  return {
    firstName: 'Camille',
    lastName: `Martin-${suffix}`,
    email: `camille.${suffix}@exemple.test`,
    password: `Verger-${suffix}-lumineux`,
    ...overrides,
  }
}

/**
 * A unique local address (fd00::/8), so that each test has its own rate-limit counters: the shop
 * counts a client by its /64, where this range leaves 56 random bits (the documentation range
 * 2001:db8::/32 left 32, and two tests of one run could meet).
 */
export function uniqueClientIp(): string {
  const hex = randomBytes(7).toString('hex')
  return `fd${hex.slice(0, 2)}:${hex.slice(2, 6)}:${hex.slice(6, 10)}:${hex.slice(10, 14)}::1`
}
