import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { repoRoot } from '../support/shop-server.ts'

const cmsSource = path.join(repoRoot, 'cms/src')
const migrations = path.join(cmsSource, 'migrations')

/**
 * The named reports whose SQL is written by hand, as a builder would hide what they compute
 * (aggregates over a period, joined and grouped): every other query names its tables and
 * columns through the generated schema, so that a renamed field fails the type check.
 */
const namedReports = [
  'backup/dump-database.ts',
  'dashboard/accounting/accounting-entries.ts',
  'dashboard/accounting/vat-summary.ts',
  'dashboard/analytics/analytics-report.ts',
  'dashboard/analytics/promo-code-figures.ts',
  'dashboard/overview/overview.ts',
]

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file))

/** Every table and view the migrations create (Payload's and the shop's own). */
function migrationTables(): Set<string> {
  const created =
    /create\s+(?:unlogged\s+)?(?:table|(?:materialized\s+)?view)\s+(?:if\s+not\s+exists\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)/gi
  const names = sourceFiles(migrations).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(created)].map((match) => match[1]!.toLowerCase()),
  )
  return new Set([...names, 'payload_migrations'])
}

/** The text of every string and template literal of a file, a template's expressions left out. */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const texts: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text)
    else if (ts.isTemplateExpression(node)) texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' $ '))
    node.forEachChild(visit)
  }
  visit(source)
  return texts
}

/** The shop's tables a file names in SQL text of its own. */
function tablesNamedByHand(file: string, tables: Set<string>): string[] {
  const named = /\b(?:from|join|into|update|table|truncate)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)/gi
  const found = literals(file).flatMap((text) => [...text.matchAll(named)].map((match) => match[1]!.toLowerCase()))
  return [...new Set(found.filter((name) => tables.has(name)))]
}

describe('one typed way to the database', () => {
  const tables = migrationTables()
  const byHand = Object.fromEntries(
    sourceFiles(cmsSource)
      .filter((file) => !file.startsWith(migrations + path.sep) && !file.endsWith('.test.ts'))
      .map((file) => [path.relative(cmsSource, file), tablesNamedByHand(file, tables)] as const)
      .filter(([, named]) => named.length > 0),
  )

  it('reads the tables the migrations create', () => {
    expect(tables).toContain('orders')
    expect(tables).toContain('auth_attempts')
  })

  it('names tables in SQL text only in the named reports', () => {
    expect(Object.keys(byHand).sort()).toEqual(namedReports)
  })

  it('keeps the named reports few', () => {
    expect(namedReports.length).toBeLessThanOrEqual(10)
  })
})
