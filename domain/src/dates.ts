/** Dates as the shop shows them: French, in the shop's time zone (no library). */
import { onFirstUse } from './first-use.ts'

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }))
const dateTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }),
)
const shortDateFormat = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' }))
const shortDateTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' }),
)

/** '2026-11-20T10:00:00.000Z' → '20 novembre 2026'. */
export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso))
}

/** '2026-11-20T10:00:00.000Z' → '20 novembre 2026 à 11:00'. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso))
}

/** The dashboard's tables, where dates stack in columns: '2026-11-20T10:00:00.000Z' → '20/11/2026'. */
export function formatShortDate(iso: string): string {
  return shortDateFormat().format(new Date(iso))
}

/** '2026-11-20T10:00:00.000Z' → '20/11/2026 11:00'. */
export function formatShortDateTime(iso: string): string {
  return shortDateTimeFormat().format(new Date(iso))
}
