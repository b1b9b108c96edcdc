import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { mediaLargestBytes } from '@shop/domain/media-files'

import { AdminSessions } from './collections/AdminSessions/index.ts'
import { AuthAttempts } from './collections/AuthAttempts/index.ts'
import { CarModels } from './collections/CarModels/index.ts'
import { ClaimPhotos } from './collections/ClaimPhotos/index.ts'
import { Consoles } from './collections/Consoles/index.ts'
import { Customers } from './collections/Customers/index.ts'
import { CustomerPhotos } from './collections/CustomerPhotos/index.ts'
import { DeliveryModes } from './collections/DeliveryModes/index.ts'
import { Invoices } from './collections/Invoices/index.ts'
import { Orders } from './collections/Orders/index.ts'
import { PromoCodes } from './collections/PromoCodes/index.ts'
import { PriceChanges } from './collections/PriceChanges/index.ts'
import { SaleRuns } from './collections/SaleRuns/index.ts'
import { Sales } from './collections/Sales/index.ts'
import { Tickets } from './collections/Tickets/index.ts'
import { CustomerSessions } from './collections/CustomerSessions/index.ts'
import { Faqs } from './collections/Faqs/index.ts'
import { Laptops } from './collections/Laptops/index.ts'
import { LegalPages } from './collections/LegalPages/index.ts'
import { Media } from './collections/Media/index.ts'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers/index.ts'
import { NewsletterCampaigns } from './collections/NewsletterCampaigns/index.ts'
import { PageViewCounts } from './collections/PageViewCounts/index.ts'
import { PasswordResets } from './collections/PasswordResets/index.ts'
import { Phones } from './collections/Phones/index.ts'
import { SearchTermCounts } from './collections/SearchTermCounts/index.ts'
import { Tablets } from './collections/Tablets/index.ts'
import { Users } from './collections/Users/index.ts'
import { Watches } from './collections/Watches/index.ts'
import { configuredBucket } from './storage/bucket-settings.ts'
import { objectStorage } from './storage/object-storage.ts'
import { AboutPage } from './globals/AboutPage/index.ts'
import { AccountingSettings } from './globals/AccountingSettings/index.ts'
import { CategoryPages } from './globals/CategoryPages/index.ts'
import { DeliveryPage } from './globals/DeliveryPage/index.ts'
import { InstallationGuide } from './globals/InstallationGuide/index.ts'
import { Pricing } from './globals/Pricing/index.ts'
import { SiteSettings } from './globals/SiteSettings/index.ts'
import { WarrantyPage } from './globals/WarrantyPage/index.ts'
import { emailsCollection } from './mail/emails-collection.ts'
import { shopEmailAdapter } from './mail/payload-email.ts'
import { tasks } from './jobs/tasks.ts'
import { cmsRoot } from './lib/repo-paths.ts'
import { withPaymentMethodsCheck } from './payments/check-payment-methods.ts'
import { PaymentEvents } from './payments/stripe/payment-events.ts'

// From the checkout's root, not this module's folder: the server runs this file from its bundle.
const sourceDir = path.join(cmsRoot, 'src')

// The server (cms/src/server/main.ts) resolves these before Payload starts: it starts the
// embedded PostgreSQL when DATABASE_URL is unset and creates a development secret. `next build`
// reads this file without either, which is fine because building needs no database.
const databaseUrl = process.env.DATABASE_URL ?? ''
const secret = process.env.PAYLOAD_SECRET ?? ''
// Not Payload's serverURL: media URLs stay relative, so one build serves any host name.
const publicUrl = process.env.PUBLIC_URL ?? ''

export default buildConfig({
  secret,
  admin: {
    user: Users.slug,
    // Not Gravatar: it would send each staff member's e-mail hash to a third party (and the CSP blocks it).
    avatar: 'default',
    meta: { titleSuffix: ' – Ma Boutique Protection' },
    importMap: { baseDir: sourceDir },
  },
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  collections: [
    Phones,
    Tablets,
    Watches,
    Consoles,
    Laptops,
    CarModels,
    Faqs,
    LegalPages,
    Media,
    Customers,
    CustomerPhotos,
    CustomerSessions,
    AdminSessions,
    PageViewCounts,
    SearchTermCounts,
    Orders,
    DeliveryModes,
    PromoCodes,
    Sales,
    SaleRuns,
    PriceChanges,
    Invoices,
    PaymentEvents,
    Tickets,
    ClaimPhotos,
    NewsletterSubscribers,
    NewsletterCampaigns,
    PasswordResets,
    AuthAttempts,
    Users,
  ],
  globals: [
    Pricing,
    withPaymentMethodsCheck(SiteSettings),
    WarrantyPage,
    DeliveryPage,
    InstallationGuide,
    AboutPage,
    CategoryPages,
    AccountingSettings,
  ],
  // Run by jobs/job-queues.ts on one instance at a time; nobody runs, queues or cancels jobs
  // over HTTP. Finished jobs stay a month (jobs/job-history.ts): the e-mails' log and the
  // chores' last runs. Administrators see the e-mails in the admin (mail/emails-collection.ts).
  jobs: {
    tasks,
    deleteJobOnComplete: false,
    access: { run: () => false, queue: () => false, cancel: () => false },
    jobsCollectionOverrides: emailsCollection,
  },
  email: shopEmailAdapter,
  editor: lexicalEditor(),
  plugins: [objectStorage(configuredBucket())],
  db: postgresAdapter({
    // DATABASE_POOL_MAX (lib/env.ts, 10 by default): per instance, see docs/exploitation.md « Déployer ».
    pool: { connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    // Schema changes go through committed migrations only (npm run migrate:create).
    push: false,
    migrationDir: path.join(sourceDir, 'migrations'),
    // The tables' Drizzle declarations that queries are written against (cms/scripts/db-schema.ts).
    generateSchemaOutputFile: path.join(sourceDir, 'database/payload-schema.ts'),
  }),
  sharp,
  graphQL: { disable: true },
  maxDepth: 3,
  defaultDepth: 1,
  // The largest file of the media library (a video); each kind's own bound is the Media collection's.
  upload: { limits: { fileSize: mediaLargestBytes } },
  cors: publicUrl ? [publicUrl] : [],
  csrf: publicUrl ? [publicUrl] : [],
  telemetry: false,
  typescript: { outputFile: path.join(sourceDir, 'payload-types.ts') },
})
