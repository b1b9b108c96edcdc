const sizeUnits = ['o', 'ko', 'Mo', 'Go'] as const

/** A size as a person reads it in French: `12,3 Mo` (a no-break space keeps the unit with its number). */
export function formatSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: unit === 0 ? 0 : 1 })}\u00A0${sizeUnits[unit]}`
}
