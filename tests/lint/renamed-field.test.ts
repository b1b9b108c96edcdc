import { readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { repoRoot } from '../support/shop-server.ts'

const cmsRoot = path.join(repoRoot, 'cms')
const databaseDir = path.join(cmsRoot, 'src/database')
const schemaFile = path.join(databaseDir, 'payload-schema.ts')
const checkoutWrite = path.join(cmsRoot, 'src/checkout/insert-order.ts')

/**
 * The type errors of the checkout's order write (checkout/insert-order.ts) once `rewrite` has
 * changed the generated schema, as `npm run db:schema` would after a field's rename. Only that
 * file is checked, against the cms workspace's compiler options. Only Drizzle's declarations and
 * cms/src/database are read: the shop's other modules and Payload's (over two thousand files with
 * React and Next) are left untyped, which keeps this to seconds.
 */
function checkoutWriteErrors(rewrite: (schema: string) => string): string[] {
  const { config } = ts.readConfigFile(path.join(cmsRoot, 'tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, cmsRoot)
  const host = ts.createCompilerHost({ ...options, incremental: false })
  const readFile = host.readFile.bind(host)
  host.readFile = (file) => (path.resolve(file) === schemaFile ? rewrite(readFileSync(schemaFile, 'utf8')) : readFile(file))
  const cache = ts.createModuleResolutionCache(cmsRoot, (name) => name, options)
  host.resolveModuleNames = (names, containingFile) =>
    names.map((name) => {
      if (name === 'payload' || name === '@payloadcms/db-postgres') return undefined
      const { resolvedModule } = ts.resolveModuleName(name, containingFile, options, host, cache)
      const ownModule = resolvedModule && !resolvedModule.isExternalLibraryImport
      return ownModule && !resolvedModule.resolvedFileName.startsWith(databaseDir) ? undefined : resolvedModule
    })
  const program = ts.createProgram({
    rootNames: [checkoutWrite],
    options: { ...options, incremental: false, noEmit: true, types: [], lib: ['lib.es2023.d.ts'] },
    host,
  })
  const diagnostics = program.getSemanticDiagnostics(program.getSourceFile(checkoutWrite))
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

// Loading Payload's and Drizzle's declarations takes seconds on a busy machine.
describe('the generated schema types the queries', { timeout: 60_000 }, () => {
  it('fails the type check of the checkout when a field it writes is renamed', () => {
    const field = "    shippingAddress_city: varchar('shipping_address_city').notNull(),"
    const renamed = (schema: string) => {
      expect(schema).toContain(field)
      return schema.replace(field, "    shippingAddress_town: varchar('shipping_address_town').notNull(),")
    }
    expect(checkoutWriteErrors(renamed).join('\n')).toContain('shippingAddress_city')
  })
})
