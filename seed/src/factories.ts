import { randomUUID } from 'node:crypto'

/**
 * Data for documents that tests create: unique names (hence unique slugs) so that suites can run
 * in parallel against one database without seeing each other's rows.
 */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8)
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
 * A documentation-range address (2001:db8::/32), so that each test has its own rate-limit
 * counters: 64 random bits, where the former 16 of an IPv4 range let two tests of one run meet.
 */
export function uniqueClientIp(): string {
  const groups = randomUUID().replace(/-/g, '').slice(0, 16).match(/.{4}/g) ?? []
  return `2001:db8:${groups.join(':')}::1`
}
