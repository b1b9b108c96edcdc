/** French plural: 0 and 1 take the singular ('0 article', '1 article', '2 articles'). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${Math.abs(count) >= 2 ? pluralForm : singular}`
}
