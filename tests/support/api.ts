import pg from 'pg'
import { inject } from 'vitest'

export const baseUrl = () => inject('baseUrl')

export type JsonResponse<T = any> = { status: number; headers: Headers; body: T }

/** A request to the running shop; the answer's JSON (or text) is read once. */
export async function request<T = any>(path: string, init: RequestInit = {}): Promise<JsonResponse<T>> {
  const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init })
  const text = await res.text()
  let body: unknown = text
  if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text)
  return { status: res.status, headers: res.headers, body: body as T }
}

export function jsonInit(method: string, data: unknown, token?: string): RequestInit {
  return {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify(data),
  }
}

export function authHeaders(token: string): RequestInit {
  return { headers: { Authorization: `JWT ${token}` } }
}

/** Signs a staff member in through Payload's REST login and returns the token. */
export async function staffLogin(email: string, password: string): Promise<string> {
  const res = await request('/api/users/login', jsonInit('POST', { email, password }))
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.token as string
}

/** The test administrator's token, signed in once for the run (tests/support/global-setup.ts says why). */
export async function adminToken(): Promise<string> {
  return inject('adminToken')
}

/** A connection of its own to the shop's database (the suite's unless named), for `work`. */
async function withClient<T>(work: (client: pg.Client) => Promise<T>, databaseUrl = inject('databaseUrl')): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Runs one SQL query on the shop's database (to check real rows). */
export async function sql<T extends pg.QueryResultRow = any>(text: string, values: unknown[] = []): Promise<T[]> {
  return withClient(async (client) => (await client.query<T>(text, values)).rows)
}

/** `sql` on the database of a shop a test started itself. */
export const sqlOn =
  (databaseUrl: string): typeof sql =>
  (text, values = []) =>
    withClient(async (client) => (await client.query(text, values)).rows, databaseUrl)

/** Runs `work` while another transaction holds the rows `lockSql` selects `for update`: a request that writes them waits. */
export async function whileRowsLocked<T>(lockSql: string, work: () => Promise<T>): Promise<T> {
  return withClient(async (client) => {
    await client.query('begin')
    await client.query(lockSql)
    try {
      return await work()
    } finally {
      await client.query('rollback')
    }
  })
}

/** A picture of the seeded media (the seed also uploads the installation guide's PDF), for a phone's image. */
export async function seededImageId(): Promise<number> {
  const [image] = await sql<{ id: number }>("select id from media where mime_type like 'image/%' order by id limit 1")
  if (!image) throw new Error('aucune image dans les médias : la base a-t-elle été remplie ?')
  return image.id
}
