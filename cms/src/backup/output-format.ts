const units = ['o', 'ko', 'Mo', 'Go'] as const

/** A size as a person reads it in French: `12,3 Mo`. */
export function formatSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`
}

/** `0 fichier`, `1 fichier`, `2 fichiers`: in French, zero takes the singular too. */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count > 1 ? 's' : ''}`
