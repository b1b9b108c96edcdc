/** Order numbers read `MBP-DDMMYYYY-NNNN`; the sequence restarts each day. */
export const orderNumberPattern = /^MBP-(\d{2})(\d{2})(\d{4})-(\d{4})$/

export function formatOrderNumber(date: Date, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 9999) {
    throw new RangeError(`order sequence out of range: ${sequence}`)
  }
  const dd = String(date.getUTCDate()).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  const yyyy = String(date.getUTCFullYear())
  return `MBP-${dd}${mm}${yyyy}-${String(sequence).padStart(4, '0')}`
}

export function isOrderNumber(value: string): boolean {
  return orderNumberPattern.test(value)
}
