/**
 * Typos between two words as shoppers make them: a missing, extra or wrong letter, or two
 * neighbours swapped ('iphnoe'), each counts one (optimal string alignment distance). Stops as
 * soon as the count exceeds `max` and answers `max + 1`: most words of the catalogue are far
 * from the one typed, and are ruled out after a row or two.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  // Three rows of the classic table: two before the current one, for the swap.
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return Math.min(previous[b.length]!, max + 1)
}

/** Typos a word may carry and still find its model: none under 4 letters, 1 from 4, 2 from 8. */
export function typoBudget(word: string): number {
  // A number is a model's name ('15', 's24'): 15 is not 16.
  if (/\d/.test(word)) return 0
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
}
