import type { FlattenedField } from 'payload'

import { messages } from '@shop/domain/messages'
import { maxRowId } from '@shop/domain/row-id'

const texts = messages.api.whereProblems

// Payload's operators minus the geo ones: no collection has a point field, and the database
// adapter throws (a 500) when they are used on other fields.
const operators = new Set([
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
])
const listOperators = new Set(['in', 'not_in', 'all'])
const integerTyped = new Set(['relationship', 'upload'])
const maxNesting = 5

type Primitive = string | number | boolean | null

function isPrimitive(value: unknown): value is Primitive {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Digits that PostgreSQL's `integer` holds (ids and relations are such columns). */
function isIntegerValue(text: string): boolean {
  return /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= maxRowId
}

/** Integer columns (ids, relations) reach PostgreSQL as-is: a non-integer there is a 500. */
function isIntegerColumn(path: string, fields: FlattenedField[]): boolean {
  if (path === 'id' || path.endsWith('.id')) return true
  const field = fields.find((candidate) => candidate.name === path)
  return field !== undefined && integerTyped.has(field.type)
}

function valuesOf(operator: string, value: unknown): unknown[] {
  if (!listOperators.has(operator)) return [value]
  if (typeof value === 'string') return value.split(',')
  return Array.isArray(value) ? value : [value]
}

/**
 * Returns the first problem of a REST `where` (already parsed by qs), or null when Payload can
 * run it. Unknown paths are left to Payload, which answers them with its own 400.
 */
export function whereProblem(where: unknown, fields: FlattenedField[], depth = 0): string | null {
  if (depth > maxNesting) return texts.tooDeep
  if (!isRecord(where)) return texts.notAnObject
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const branches = Array.isArray(condition) ? condition : isRecord(condition) ? Object.values(condition) : null
      if (!branches) return texts.notAList(key)
      for (const branch of branches) {
        const problem = whereProblem(branch, fields, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isRecord(condition)) return texts.invalidCondition(key)
    for (const [operator, value] of Object.entries(condition)) {
      if (!operators.has(operator)) return texts.unknownOperator(operator)
      const values = valuesOf(operator, value)
      // PostgreSQL's text cannot hold a NUL: compared with one, it fails (a 500).
      if (!values.every(isPrimitive) || values.some((item) => typeof item === 'string' && item.includes('\0'))) {
        return texts.invalidValue(key)
      }
      if (operator !== 'exists' && isIntegerColumn(key, fields)) {
        if (!values.every((item) => item === null || isIntegerValue(String(item)))) {
          return texts.numericIdExpected(key)
        }
      }
    }
  }
  return null
}
