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
