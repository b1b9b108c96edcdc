/** The id behind a relationship field, whether Payload returned it populated or not. */
export function relationId<Id extends string | number>(value: Id | { id: Id }): Id
export function relationId<Id extends string | number>(value: Id | { id: Id } | null | undefined): Id | null
export function relationId<Id extends string | number>(value: Id | { id: Id } | null | undefined): Id | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}
