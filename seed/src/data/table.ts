/**
 * Seed tables are written one record per line, fields separated by `|`, which keeps hundreds of
 * models readable and diffable. Blank lines and lines starting with # are ignored.
 */
export function rows(table: string): string[][] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
}

/** 6.1 → '6,1' as the French write decimals. */
export function frenchNumber(value: string): string {
  return value.replace('.', ',')
}
