import { formatShortDate } from '@shop/domain/dates'

const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' })
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 })
const count = new Intl.NumberFormat('fr-FR')
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** `2026-11-24` (a Paris day from the server) → `24/11/2026`. */
export const formatDueDay = (day: string) => formatShortDate(`${day}T12:00:00Z`)
/** `2026-11-24` (a Paris day from the server) → `24/11`. */
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T12:00:00Z`))
export const formatPercent = (ratio: number | null) => (ratio === null ? '—' : percent.format(ratio))
export const formatCount = (value: number) => count.format(value)
/** A customer's rating: '4/5'. */
export const formatRating = (rating: number) => `${rating}/5`
/** The mean of the ratings: '4,3/5'. */
export const formatAverageRating = (average: number) => `${oneDecimal.format(average)}/5`

/** 95 → '1 h 35 min'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours < 48) return rest ? `${hours} h ${rest} min` : `${hours} h`
  return `${Math.round(hours / 24)} j`
}
