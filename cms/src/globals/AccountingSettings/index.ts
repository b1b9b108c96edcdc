import type { Field, GlobalConfig } from 'payload'

import {
  accountLabelSchema,
  accountNumberSchema,
  auxiliaryNumberSchema,
  closingDateSchema,
  defaultChartOfAccounts as chart,
  journalCodeSchema,
  type Account,
  type Journal,
} from '@shop/domain/accounting'
import { paymentProviderLabels, paymentProviders, type PaymentProvider } from '@shop/domain/payment-providers'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { zodRule } from '../../fields/zod-rule.ts'

/** A journal or an account: its code or number, and the label the FEC gives it. */
function labelled(name: string, label: string, key: Field, defaultLabel: string): Field {
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          key,
          {
            name: 'label',
            label: 'Libellé',
            type: 'text',
            required: true,
            defaultValue: defaultLabel,
            validate: zodRule(accountLabelSchema),
          },
        ],
      },
    ],
  }
}

function account(name: string, label: string, defaults: Account, auxiliary = false): Field {
  const number: Field = {
    name: 'number',
    label: auxiliary ? 'Compte auxiliaire' : 'Compte',
    type: 'text',
    required: true,
    defaultValue: defaults.number,
    validate: zodRule(auxiliary ? auxiliaryNumberSchema : accountNumberSchema),
  }
  return labelled(name, label, number, defaults.label)
}

/** The account that receives a way to pay's money, one per way (its name is its column: kept). */
export const paymentAccountField = (provider: PaymentProvider) => `${provider}Payments` as const

function journal(name: string, label: string, defaults: Journal): Field {
  const code: Field = {
    name: 'code',
    label: 'Code',
    type: 'text',
    required: true,
    defaultValue: defaults.code,
    validate: zodRule(journalCodeSchema),
  }
  return labelled(name, label, code, defaults.label)
}

/**
 * The books' settings (dashboard/accounting): the financial year, the accountant's address for
 * the monthly mail, and the chart of accounts the FEC and the summaries use, so that the
 * accountant's own numbers can replace the plan comptable général's. Administrators only, read
 * included: nothing here is for the storefront.
 */
export const AccountingSettings: GlobalConfig = {
  slug: 'accounting-settings',
  label: 'Comptabilité',
  access: { read: adminsOnly, update: adminsOnly },
  admin: { group: 'Administration' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'closingDate',
          label: "Clôture de l'exercice (JJ/MM)",
          type: 'text',
          required: true,
          defaultValue: '31/12',
          validate: zodRule(closingDateSchema),
        },
        {
          name: 'accountantEmail',
          label: "E-mail de l'expert-comptable",
          type: 'email',
          admin: {
            description:
              'Le premier jour ouvré de chaque mois, le récapitulatif de TVA et le journal des ventes du mois précédent lui sont envoyés. Vide : rien n’est envoyé.',
          },
        },
      ],
    },
    journal('salesJournal', 'Journal des ventes', chart.salesJournal),
    journal('receiptsJournal', 'Journal des encaissements', chart.receiptsJournal),
    account('customers', 'Clients (collectif)', chart.customers),
    account('walkInCustomers', 'Acheteurs sans compte client (auxiliaire)', chart.walkInCustomers, true),
    account('goodsSales', 'Ventes de marchandises', chart.goodsSales),
    account('deliverySales', 'Frais de livraison facturés', chart.deliverySales),
    account('discounts', 'Remises des codes promo', chart.discounts),
    account('vatCollected', 'TVA collectée', chart.vatCollected),
    ...paymentProviders.map((provider) =>
      account(paymentAccountField(provider), paymentProviderLabels[provider].payments, chart.payments[provider]),
    ),
  ],
}
