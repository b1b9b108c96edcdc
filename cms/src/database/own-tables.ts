import { sql } from '@payloadcms/db-postgres/drizzle'
import {
  bigint,
  check,
  date,
  integer,
  numeric,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
  pgTable,
} from '@payloadcms/db-postgres/drizzle/pg-core'

import { newsletter_campaigns, newsletter_subscribers, payload_jobs, users } from './payload-schema.ts'

/**
 * The tables the migrations make beside Payload's collections that typed queries use (each
 * declared as its migration creates it, named after it): logs and reservations no editor sees.
 * Payload's own tables are generated (./payload-schema.ts); these are written by hand and change
 * with a migration. A table joins this list with the first query that is converted to it.
 */

const at = (name: string) => timestamp(name, { mode: 'string', withTimezone: true, precision: 3 })

/** 20261128_110000_scheduled_backups: the archives taken, for the dashboard. */
export const backups = pgTable('backups', {
  id: serial('id').primaryKey(),
  archive: text('archive').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  createdAt: at('created_at').notNull(),
})

/** 20261128_120000_staff_unlocks: the one-use links that unlock a staff account. */
export const staff_unlocks = pgTable('staff_unlocks', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash').notNull(),
  user: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
})

/** 20261128_150000_photo_storage_quota: bytes held for photos being stored. */
export const photo_storage_reservations = pgTable('photo_storage_reservations', {
  id: serial('id').primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  createdAt: at('created_at')
    .notNull()
    .default(sql`clock_timestamp()`),
})

/** 20261123_183800_order_number_counters: the last order number given on each day of Paris. */
export const order_number_counters = pgTable(
  'order_number_counters',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    last: integer('last').notNull(),
  },
  (table) => [check('order_number_counters_last_check', sql`${table.last} between 1 and 9999`)],
)

/** 20261123_184400_invoice_counters: the last invoice number given in each year of Paris. */
export const invoice_counters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    last: integer('last').notNull(),
  },
  (table) => [check('invoice_counters_last_check', sql`${table.last} between 1 and 999999`)],
)

/** 20261124_235950_newsletter_deliveries (its job since 20261125_180528_mail_outbox): a campaign's e-mail to one subscriber. */
export const shop_newsletter_deliveries = pgTable(
  'shop_newsletter_deliveries',
  {
    campaign: integer('campaign_id')
      .notNull()
      .references(() => newsletter_campaigns.id, { onDelete: 'cascade' }),
    subscriber: integer('subscriber_id')
      .notNull()
      .references(() => newsletter_subscribers.id, { onDelete: 'cascade' }),
    takenAt: at('taken_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    error: text('error'),
    job: integer('job_id').references(() => payload_jobs.id, { onDelete: 'set null' }),
  },
  (columns) => [primaryKey({ columns: [columns.campaign, columns.subscriber] })],
)

/** 20261126_110000_customer_order_totals: each address's orders, kept by the orders' triggers for the customers tab. */
export const customer_order_totals = pgTable('customer_order_totals', {
  email: text('email').primaryKey(),
  orders: integer('orders').notNull(),
  spentCents: numeric('spent_cents', { mode: 'number' }).notNull(),
  lastOrderAt: at('last_order_at'),
  orderName: varchar('order_name'),
  orderPhone: varchar('order_phone'),
  orderCustomerId: integer('order_customer_id'),
})

/** 20261128_230000_accounting: the months whose report is queued to the accountant, once each. */
export const accountant_reports = pgTable('accountant_reports', {
  month: varchar('month').primaryKey(),
  email: varchar('email').notNull(),
  queuedAt: at('queued_at').notNull(),
})
