import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Request, Response } from 'express'
import type { Payload } from 'payload'

import type * as z from 'zod'

import {
  analyticsQuerySchema,
  customersQuerySchema,
  customerStatusLabels,
  dashboardMessages,
  exportOptionsSchema,
  ordersQuerySchema,
  ticketsQuerySchema,
  type CustomerStatus,
  type ExportTab,
} from '@shop/domain/dashboard'
import { orderStatusLabels, type OrderStatus } from '@shop/domain/orders'
import {
  ticketPriorityLabels,
  ticketSourceLabels,
  ticketStatusLabels,
  type TicketPriority,
  type TicketSource,
  type TicketStatus,
} from '@shop/domain/tickets'

import { queryOf } from '../../http/express-body.ts'
import { promoCodeFiguresQuery } from '../analytics/promo-code-figures.ts'
import { customersQuery, refreshCustomerTotals } from '../lists/customers-list.ts'
import { ordersQuery } from '../lists/orders-list.ts'
import { ticketsQuery } from '../lists/tickets-list.ts'
import { streamCsv, type CsvColumn } from './csv-response.ts'
import { exportFileName } from './export-file-name.ts'
import { streamRows } from './sql-rows.ts'

type Row = Record<string, unknown>
const text = (name: string) => (row: Row) => (row[name] as string | null) ?? ''
const date = (name: string) => (row: Row) => (row[name] === null ? null : new Date(row[name] as string))
const euros = (name: string) => (row: Row) => Number(row[name]) / 100

const orderColumns: CsvColumn<Row>[] = [
  { header: 'Numéro', value: text('order_number') },
  { header: 'Date', value: date('created_at') },
  { header: 'Client', value: text('name') },
  { header: 'E-mail', value: text('email') },
  { header: 'Téléphone', value: text('phone') },
  { header: 'Statut', value: (row) => orderStatusLabels[row.status as OrderStatus] },
  { header: 'Articles', value: (row) => Number(row.items) },
  { header: 'Total TTC (€)', value: euros('total_cents') },
  { header: 'Sous-total TTC (€)', value: euros('subtotal_cents') },
  { header: 'Code promo', value: text('promo_code') },
  { header: 'Remise TTC (€)', value: euros('discount_cents') },
  { header: 'Mode de livraison', value: text('delivery_mode_name') },
  { header: 'Livraison TTC (€)', value: euros('shipping_cents') },
  { header: 'Adresse', value: text('shipping_address_street') },
  { header: 'Code postal', value: text('shipping_address_postal_code') },
  { header: 'Ville', value: text('shipping_address_city') },
  { header: 'Pays', value: text('shipping_address_country') },
  { header: 'Payée le', value: date('payment_paid_at') },
  { header: 'Remboursé TTC (€)', value: euros('refunded_cents') },
  { header: 'Remboursée le', value: date('payment_refunded_at') },
  { header: 'Transporteur', value: text('shipping_carrier') },
  { header: 'Numéro de suivi', value: text('shipping_tracking_number') },
]

const customerColumns: CsvColumn<Row>[] = [
  { header: 'Nom', value: text('name') },
  { header: 'E-mail', value: text('email') },
  { header: 'Téléphone', value: text('phone') },
  { header: 'Statut', value: (row) => customerStatusLabels[row.status as CustomerStatus] },
  { header: 'Commandes', value: (row) => Number(row.orders) },
  { header: 'Total dépensé (€)', value: euros('spent_cents') },
  { header: 'Dernière commande', value: date('last_order_at') },
]

const ticketColumns: CsvColumn<Row>[] = [
  { header: 'Référence', value: text('reference') },
  { header: 'Date', value: date('created_at') },
  { header: 'Nom', value: text('name') },
  { header: 'E-mail', value: text('email') },
  { header: 'Téléphone', value: text('phone') },
  { header: 'Sujet', value: (row) => (row.subject as string | null) || ticketSourceLabels[row.source as TicketSource] },
  { header: 'Formulaire', value: (row) => ticketSourceLabels[row.source as TicketSource] },
  { header: 'Catégorie', value: text('category') },
  { header: 'Priorité', value: (row) => ticketPriorityLabels[row.priority as TicketPriority] },
  { header: 'Statut', value: (row) => ticketStatusLabels[row.status as TicketStatus] },
  { header: 'Commande', value: text('order_number') },
  { header: 'Message', value: text('message') },
  { header: 'Première réponse', value: date('first_response_at') },
]

const promoCodeColumns: CsvColumn<Row>[] = [
  { header: 'Code promo', value: text('code') },
  { header: 'Utilisations', value: (row) => Number(row.uses) },
  { header: "Chiffre d'affaires TTC (€)", value: euros('revenue_cents') },
  { header: 'Remises TTC (€)', value: euros('discount_cents') },
]

const withoutPaging = { page: true, limit: true } as const

const filtersOf = <S extends z.ZodType>(req: Request, schema: S): z.infer<S> => queryOf(req, schema, dashboardMessages.invalidQuery)

/** The tab's query from the same filters and sort as its pages (paging aside), and its columns. */
function exportOf(tab: ExportTab, req: Request): { sql: SQL; columns: CsvColumn<Row>[] } {
  if (tab === 'orders') return { sql: ordersQuery(filtersOf(req, ordersQuerySchema.omit(withoutPaging))), columns: orderColumns }
  if (tab === 'customers')
    return { sql: customersQuery(filtersOf(req, customersQuerySchema.omit(withoutPaging))), columns: customerColumns }
  if (tab === 'promo-codes') return { sql: promoCodeFiguresQuery(filtersOf(req, analyticsQuerySchema).days), columns: promoCodeColumns }
  return { sql: ticketsQuery(filtersOf(req, ticketsQuerySchema.omit(withoutPaging))), columns: ticketColumns }
}

/**
 * A tab's rows under its current filters and sort, streamed from a cursor straight into the CSV
 * answer (`separator=semicolon` for French Excel): the whole table never sits in memory.
 */
export async function exportTab(payload: Payload, req: Request, res: Response, tab: ExportTab): Promise<void> {
  const { separator } = filtersOf(req, exportOptionsSchema)
  const { sql, columns } = exportOf(tab, req)
  if (tab === 'customers') await refreshCustomerTotals(payload)
  await streamCsv(res, { fileName: exportFileName(tab), separator, columns, rows: streamRows<Row>(payload, sql) })
}
