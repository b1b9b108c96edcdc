import type { Payload } from 'payload'

import type { ChartOfAccounts } from '@shop/domain/accounting'

export type AccountingSettings = { chart: ChartOfAccounts; closingDate: string; accountantEmail: string | null }

/** The books' settings as the exports use them (globals/AccountingSettings). */
export async function accountingSettings(payload: Payload): Promise<AccountingSettings> {
  const settings = await payload.findGlobal({ slug: 'accounting-settings', depth: 0, overrideAccess: true })
  return {
    chart: {
      salesJournal: settings.salesJournal,
      receiptsJournal: settings.receiptsJournal,
      customers: settings.customers,
      walkInCustomers: settings.walkInCustomers,
      goodsSales: settings.goodsSales,
      deliverySales: settings.deliverySales,
      discounts: settings.discounts,
      vatCollected: settings.vatCollected,
      payments: { stripe: settings.stripePayments, offline: settings.offlinePayments },
    },
    closingDate: settings.closingDate,
    accountantEmail: settings.accountantEmail || null,
  }
}
