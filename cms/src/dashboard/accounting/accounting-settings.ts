import type { Payload } from 'payload'

import type { ChartOfAccounts } from '@shop/domain/accounting'
import { paymentProviders } from '@shop/domain/payment-providers'

import { paymentAccountField } from '../../globals/AccountingSettings/index.ts'

export type AccountingSettings = { chart: ChartOfAccounts; closingDate: string; accountantEmail: string | null }

/** The books' settings as the exports use them (globals/AccountingSettings). */
export async function accountingSettings(payload: Payload): Promise<AccountingSettings> {
  const settings = await payload.findGlobal({ slug: 'accounting-settings', depth: 0, overrideAccess: true })
  const payments = Object.fromEntries(
    paymentProviders.map((provider) => [provider, settings[paymentAccountField(provider)]]),
  ) as ChartOfAccounts['payments']
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
      payments,
    },
    closingDate: settings.closingDate,
    accountantEmail: settings.accountantEmail || null,
  }
}
