/**
 * Walks an OpenID Connect sign-in without a browser: follows redirects with a cookie jar per
 * host and answers the fake provider's login and consent forms. Answers where the shop sent the
 * browser back and the shop's cookies at that point: this "browser" is the one that started.
 */
type Jar = Map<string, Map<string, string>>

function store(jar: Jar, url: URL, res: Response) {
  const cookies = jar.get(url.host) ?? new Map<string, string>()
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const index = pair.indexOf('=')
    cookies.set(pair.slice(0, index), pair.slice(index + 1))
  }
  jar.set(url.host, cookies)
}

function cookieHeader(jar: Jar, url: URL): string {
  return [...(jar.get(url.host) ?? new Map()).entries()].map(([name, value]) => `${name}=${value}`).join('; ')
}

export type ProviderLanding = { landing: URL; cookie: string }

export async function signInThroughProvider(startUrl: string, login: string): Promise<ProviderLanding> {
  const jar: Jar = new Map()
  let url = new URL(startUrl)
  let init: RequestInit = {}
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), Cookie: cookieHeader(jar, url) } })
    store(jar, url, res)
    init = {}
    const location = res.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.pathname !== '/api/auth/google/callback' && next.origin === new URL(startUrl).origin) {
        return { landing: next, cookie: cookieHeader(jar, next) }
      }
      url = next
      continue
    }
    const html = await res.text()
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(html)?.[1]
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1]
    if (!action || !prompt) throw new Error(`page inattendue (${res.status}) : ${html.slice(0, 300)}`)
    url = new URL(action, url)
    const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'x' } : { prompt })
    init = { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
  }
  throw new Error('trop de redirections')
}
