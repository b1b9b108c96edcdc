import { exportTabNames, type ExportTab } from '@shop/domain/dashboard'

/** `MBP-commandes-2026-11-24.csv`: the shop's prefix (its order numbers'), the tab, the Paris date. */
export function exportFileName(tab: ExportTab, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now)
  return `MBP-${exportTabNames[tab]}-${day}.csv`
}
