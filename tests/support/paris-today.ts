/**
 * Today in Paris as `YYYY-MM-DD`: the shop's days (dashboard filters, export names) are French
 * days, which differ from UTC's between 22:00/23:00 and midnight UTC.
 */
export function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
}
