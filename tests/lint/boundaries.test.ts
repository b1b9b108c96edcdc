import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

import { repoRoot } from '../support/shop-server.ts'

const eslint = new ESLint({ cwd: repoRoot })

/** The rules that fired on `code` as if it were the file at `file` (relative to the repository). */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

// The first lint loads the TypeScript resolver for every workspace: seconds on a busy machine.
describe('the linter keeps the architecture', { timeout: 60_000 }, () => {
  it('refuses a storefront feature importing another feature', async () => {
    const code = "import { LoginForm } from '../../auth/components/login-form'\nexport const form = LoginForm\n"
    expect(await rulesBroken('storefront/src/features/catalogue/stores/probe.ts', code)).toContain('import-x/no-restricted-paths')
  })

  it('lets a feature import its own files and the shared layers', async () => {
    const code =
      "import { cn } from '../../../lib/cn'\nimport { useCatalogue } from '../api/get-catalogue'\nexport const used = [cn, useCatalogue]\n"
    expect(await rulesBroken('storefront/src/features/catalogue/hooks/probe.ts', code)).toEqual([])
  })

  it('refuses a shared layer importing a feature', async () => {
    const code = "import { useCatalogue } from '../features/catalogue/api/get-catalogue'\nexport const used = useCatalogue\n"
    expect(await rulesBroken('storefront/src/lib/probe.ts', code)).toContain('import-x/no-restricted-paths')
  })

  it('refuses I/O in domain: node builtins and payload', async () => {
    const rules = await rulesBroken(
      'domain/src/probe.ts',
      "import { readFileSync } from 'node:fs'\nimport type { Payload } from 'payload'\nexport const read = readFileSync\nexport type P = Payload\n",
    )
    expect(rules).toContain('import-x/no-nodejs-modules')
    expect(rules.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(2)
  })

  it('lets domain import zod and its own files', async () => {
    const code = "import * as z from 'zod'\n\nimport { slugify } from './slug.ts'\n\nexport const used = [z, slugify]\n"
    expect(await rulesBroken('domain/src/probe.ts', code)).toEqual([])
  })

  it('keeps cms and storefront apart', async () => {
    const intoCms = "import { paths } from '../../storefront/src/config/paths'\nexport const used = paths\n"
    expect(await rulesBroken('cms/src/probe.ts', intoCms)).toContain('import-x/no-restricted-paths')
    const intoStorefront = "import { env } from '../../../cms/src/lib/env.ts'\nexport const used = env\n"
    expect(await rulesBroken('storefront/src/lib/probe.ts', intoStorefront)).toContain('import-x/no-restricted-paths')
  })

  it('refuses a component calling the server itself', async () => {
    const code = "export async function load() {\n  return fetch('/api/search')\n}\n"
    expect(await rulesBroken('storefront/src/features/search/components/probe.tsx', code)).toContain('no-restricted-globals')
  })

  it('refuses default exports outside framework files', async () => {
    expect(await rulesBroken('cms/src/lib/probe.ts', 'export default 1\n')).toContain('import-x/no-default-export')
  })
})
