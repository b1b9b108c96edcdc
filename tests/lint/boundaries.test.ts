import { readdirSync } from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

import { cmsRooms } from '../../eslint.config.ts'
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

  it('keeps the seed out of cms', async () => {
    const code = "import { renderPdf } from '../../cms/src/lib/pdf-document.ts'\nexport const used = renderPdf\n"
    expect(await rulesBroken('seed/src/probe.ts', code)).toContain('import-x/no-restricted-paths')
  })

  it('refuses a component calling the server itself', async () => {
    const code = "export async function load() {\n  return fetch('/api/search')\n}\n"
    expect(await rulesBroken('storefront/src/features/search/components/probe.tsx', code)).toContain('no-restricted-globals')
  })

  it('refuses default exports outside framework files', async () => {
    expect(await rulesBroken('cms/src/lib/probe.ts', 'export default 1\n')).toContain('import-x/no-default-export')
  })

  it('places every folder of cms/src among its rooms, and nothing else', () => {
    expect([...cmsRooms].sort()).toEqual(readdirSync(path.join(repoRoot, 'cms/src')).sort())
  })

  // Each room against the one placed just above it: an arrow back up is refused, whichever pair.
  const folderRooms = cmsRooms.filter((room) => !room.endsWith('.ts') && room !== 'migrations')
  for (const [upper, lower] of cmsRooms.slice(0, -1).map((room, index) => [room, cmsRooms[index + 1] as string])) {
    if (!folderRooms.includes(lower as string)) continue
    it(`refuses cms/src/${lower} importing cms/src/${upper}, placed above it`, async () => {
      const target = upper.endsWith('.ts') ? upper : `${upper}/${firstSourceFile(path.join(repoRoot, 'cms/src', upper))}`
      const code = `import * as upper from '../${target}'\nexport const used = upper\n`
      expect(await rulesBroken(`cms/src/${lower}/probe.ts`, code)).toContain('import-x/no-restricted-paths')
    })
  }

  it('lets a room of cms/src import the rooms below it', async () => {
    const code =
      "import { lockOrder } from '../orders/order-rows.ts'\nimport { orderAdapter } from '../payments/adapters.ts'\nimport { issueInvoice } from '../invoices/issue-invoice.ts'\nexport const used = [lockOrder, orderAdapter, issueInvoice]\n"
    expect(await rulesBroken('cms/src/checkout/probe.ts', code)).toEqual([])
  })
})

/** A source file of the folder (the first in name order, searching sub-folders), relative to it. */
function firstSourceFile(folder: string): string {
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
  const file = entries.find((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
  if (file) return file.name
  for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
    return `${entry.name}/${firstSourceFile(path.join(folder, entry.name))}`
  }
  throw new Error(`aucun fichier source dans ${folder}`)
}
