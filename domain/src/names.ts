/** Names as the shop shows them (no dependency: the storefront's first download needs them). */

/** Display name of the spec: 'first last', else the part of the e-mail before @, else 'Utilisateur'. */
export function displayName(client: { first_name?: string | null; last_name?: string | null; email?: string | null }): string {
  const full = [client.first_name, client.last_name].filter(Boolean).join(' ').trim()
  if (full) return full
  const local = client.email?.split('@')[0]
  return local || 'Utilisateur'
}

/** 'Jean-Pierre de la Tour' → first 'Jean-Pierre', last 'de la Tour'. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return { firstName: first, lastName: rest.join(' ') }
}

/**
 * The full name of a form written back over a stored first and last name. The form shows one
 * field: saving it unchanged must not move words from one to the other ('Marie Claire' /
 * 'Dupont' stays so), and a change keeps the part that did not change.
 */
export function splitNameKeeping(name: string, stored: { firstName: string; lastName: string }): { firstName: string; lastName: string } {
  const full = name.trim().replace(/\s+/g, ' ')
  const lastName = stored.lastName.trim().replace(/\s+/g, ' ')
  if (lastName && full.endsWith(` ${lastName}`)) return { firstName: full.slice(0, -lastName.length - 1), lastName }
  const firstName = stored.firstName.trim().replace(/\s+/g, ' ')
  if (firstName && full.startsWith(`${firstName} `)) return { firstName, lastName: full.slice(firstName.length + 1) }
  return splitName(full)
}

/**
 * Whom /mes-commandes greets: first and last name, else the e-mail (spec core §2). The browser
 * keeps only the display name, which falls back to the e-mail's local part or 'Utilisateur':
 * those fallbacks mean no name was given.
 */
export function greetingName({ name, email }: { name: string; email: string }): string {
  const noName = name === '' || name === 'Utilisateur' || name === email.split('@')[0]
  return noName ? email : name
}
