import * as z from 'zod'

import './zod-french.ts'

import {
  afterSalesMessages,
  afterSalesOverviewSchema,
  claimLinesSchema,
  refusalReasonMaxLength,
  returnReceivedKinds,
  ticketAfterSalesSchema,
} from './after-sales.ts'
import { orderStatuses } from './order-status.ts'
import { reviewRemovalReasonValues } from './review-policy.ts'
import { ticketPriorities, ticketReplyAuthors, ticketSources, ticketStatuses } from './tickets.ts'

/**
 * The administrators' dashboard (/admin-login, /dashboard; spec core §2, §3, §4, §5, §8): the
 * bodies its forms send, the queries its tabs ask and the answers they read, for the endpoints
 * (cms/src/dashboard/) and the pages (storefront/src/features/dashboard/) alike.
 *
 *   POST   /api/admin-auth {username, password}        → adminLoginAnswerSchema
 *   GET    /api/admin-auth?action=verify (bearer)       → adminVerifyAnswerSchema
 *   DELETE /api/admin-auth (bearer)                     → {success:true}; the token is revoked
 *   GET    /api/dashboard/overview                      → overviewSchema
 *   GET    /api/dashboard/orders?…ordersQuery           → page of dashboardOrderRowSchema
 *   GET    /api/dashboard/orders/:id                    → {success, order: dashboardOrderSchema}
 *   POST   /api/dashboard/orders/:id/status {…}         → {success, order}; 409 {success:false, error, order}
 *   GET    /api/dashboard/invoices/:id                  → the PDF
 *   GET    /api/dashboard/photos/:kind/:id              → a customer's photo (kind customer) or a claim's (claim)
 *   GET    /api/dashboard/customers?…customersQuery     → page of dashboardCustomerRowSchema
 *   GET    /api/dashboard/customer?email=               → {success, customer, orders, tickets}
 *   GET    /api/dashboard/tickets?…ticketsQuery         → page of dashboardTicketRowSchema
 *   GET    /api/dashboard/tickets/:id                   → {success, ticket: dashboardTicketSchema}
 *   PATCH  /api/dashboard/tickets/:id {…}               → {success, ticket}; 409 {success:false, error, ticket}
 *   POST   /api/dashboard/tickets/:id/reply {…}         → {success, ticket}; the customer gets the e-mail
 *   POST   /api/dashboard/tickets/:id/refund {…}        → {success, ticket}; a partial withdrawal refunded, with its credit note
 *   POST   /api/dashboard/tickets/:id/return-received   → {success, ticket}; a withdrawal's articles or proof of dispatch arrived
 *   POST   /api/dashboard/tickets/:id/replacement {…}   → 201 {success, order, ticket}; a claim settled by a free replacement order
 *   POST   /api/dashboard/tickets/:id/claim-refund {…}  → {success, ticket}; a claim settled by refunding articles, with a credit note
 *   POST   /api/dashboard/tickets/:id/refusal {…}       → {success, ticket}; a claim refused, the reason e-mailed
 *   GET    /api/dashboard/analytics?days=               → analyticsSchema
 *   GET    /api/dashboard/export/:tab?…filters&separator=semicolon → text/csv, streamed
 *
 * Amounts are integer cents, dates ISO 8601; every call but the login carries the admin token.
 */

export const adminTokenLifetimeMs = 8 * 60 * 60 * 1000

export const dashboardMessages = {
  usernameRequired: "Le nom d'utilisateur est requis",
  passwordRequired: 'Le mot de passe est requis',
  loginSuccess: 'Connexion administrateur réussie ! Redirection vers le tableau de bord...',
  loginFailed: "Erreur lors de l'authentification",
  loginNetwork: 'Une erreur est survenue. Veuillez réessayer.',
  wrongCredentials: 'Identifiants incorrects',
  tooManyAttempts: 'Trop de tentatives. Réessayez plus tard.',
  unlockLinkInvalid: 'Ce lien de déblocage est invalide, déjà utilisé ou expiré.',
  retryIn: (seconds: number) => `Réessayez dans ${seconds} secondes.`,
  restricted: 'Accès réservé aux administrateurs de la boutique. Toute tentative de connexion est enregistrée.',
  checking: 'Vérification des autorisations...',
  tokenMissing: 'Connexion administrateur requise.',
  tokenInvalid: 'Session administrateur invalide. Veuillez vous reconnecter.',
  tokenExpired: 'Session administrateur expirée. Veuillez vous reconnecter.',
  verifyFailed: 'Erreur de vérification des permissions',
  notAdmin: 'Ce compte n’a pas accès au tableau de bord.',
  pageSizeTooLarge: 'Taille de page invalide : 100 lignes au plus.',
  invalidQuery: 'Paramètres de recherche invalides',
  orderNotFound: 'Commande introuvable',
  ticketNotFound: 'Demande introuvable',
  customerNotFound: 'Client introuvable',
  invoiceNotFound: 'Facture introuvable',
  photoNotFound: 'Photo introuvable',
  unknownStatus: 'Statut inconnu',
  forbiddenTransition: (from: string, to: string) => `Une commande « ${from} » ne peut pas passer à « ${to} ».`,
  shippingRequired: 'Le transporteur et le numéro de suivi sont requis pour expédier la commande.',
  staleOrder: 'Cette commande a été modifiée entre-temps. Voici son état actuel.',
  staleTicket: 'Cette demande a été modifiée entre-temps. Voici son état actuel.',
  refundImpossible: "Cette commande n'a pas de paiement à rembourser.",
  notAPartialWithdrawal:
    "Seule la rétractation d'une partie de commande se rembourse ici ; une commande rétractée en entier se rembourse par son statut (Retournée, puis Remboursée).",
  withdrawalAlreadyRefunded: 'Cette rétractation est déjà remboursée.',
  withdrawalOrderClosed: 'Cette commande est annulée ou remboursée : la rétractation ne peut plus être remboursée ici.',
  withdrawalRefunded: 'Rétractation remboursée ; le client reçoit son avoir par e-mail.',
  replyRequired: 'La réponse est requise',
  replyTooLong: 'La réponse ne peut pas dépasser 5000 caractères.',
  replySent: 'Réponse envoyée au client.',
  statusSaved: 'Statut enregistré.',
  exportFailed: "Erreur lors de l'export",
  loadFailed: 'Erreur lors du chargement des données',
} as const

export const adminLoginBodySchema = z.object({
  username: z
    .string({ error: dashboardMessages.usernameRequired })
    .trim()
    .min(1, { error: dashboardMessages.usernameRequired })
    .max(254, { error: dashboardMessages.wrongCredentials }),
  password: z
    .string({ error: dashboardMessages.passwordRequired })
    .min(1, { error: dashboardMessages.passwordRequired })
    .max(128, { error: dashboardMessages.wrongCredentials }),
})
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>

const adminUserSchema = z.object({ id: z.number(), email: z.string(), username: z.string().nullable(), name: z.string().nullable() })
export type AdminUser = z.infer<typeof adminUserSchema>

export const adminLoginAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expiresAt: z.string(),
  user: adminUserSchema,
})
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswerSchema>
export const adminVerifyAnswerSchema = z.object({ success: z.literal(true), expiresAt: z.string(), user: adminUserSchema })

/** Why the dashboard sent the administrator back to /admin-login (`?raison=`). */
export const adminSignOutReasons = ['expired', 'invalid', 'error'] as const
export type AdminSignOutReason = (typeof adminSignOutReasons)[number]

const trackingText = (max: number) => z.string().trim().max(max).optional()

export const orderStatusBodySchema = z
  .object({
    status: z.enum(orderStatuses, { error: dashboardMessages.unknownStatus }),
    /** The `updatedAt` the administrator saw: another change since then answers 409. */
    expectedUpdatedAt: z.iso.datetime({ offset: true, error: dashboardMessages.staleOrder }),
    carrier: trackingText(60),
    trackingNumber: trackingText(60),
  })
  .refine((body) => body.status !== 'shipped' || (Boolean(body.carrier) && Boolean(body.trackingNumber)), {
    error: dashboardMessages.shippingRequired,
    path: ['trackingNumber'],
  })
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>

export const ticketReplyMaxLength = 5000

export const ticketReplyBodySchema = z.object({
  message: z
    .string({ error: dashboardMessages.replyRequired })
    .trim()
    .min(1, { error: dashboardMessages.replyRequired })
    .max(ticketReplyMaxLength, { error: dashboardMessages.replyTooLong }),
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: dashboardMessages.staleTicket }),
})
export type TicketReplyBody = z.infer<typeof ticketReplyBodySchema>

export const ticketUpdateBodySchema = z
  .object({
    status: z.enum(ticketStatuses, { error: dashboardMessages.unknownStatus }).optional(),
    priority: z.enum(ticketPriorities, { error: dashboardMessages.invalidQuery }).optional(),
    expectedUpdatedAt: z.iso.datetime({ offset: true, error: dashboardMessages.staleTicket }),
  })
  .refine((body) => body.status !== undefined || body.priority !== undefined, { error: dashboardMessages.invalidQuery })
export type TicketUpdateBody = z.infer<typeof ticketUpdateBodySchema>

/** Rembourser la rétractation: the ticket as the administrator saw it. */
export const withdrawalRefundBodySchema = z.object({
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: dashboardMessages.staleTicket }),
})
export type WithdrawalRefundBody = z.infer<typeof withdrawalRefundBodySchema>

/** Colis reçu / Preuve d'envoi reçue, on a withdrawal's ticket (@shop/domain/after-sales). */
export const returnReceivedBodySchema = z.object({
  kind: z.enum(returnReceivedKinds, { error: afterSalesMessages.unknownReturnKind }),
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: dashboardMessages.staleTicket }),
})
export type ReturnReceivedBody = z.infer<typeof returnReceivedBodySchema>

/** A claim's replacement or refund: the claimed order's units it covers. */
export const claimLinesBodySchema = z.object({
  lines: claimLinesSchema,
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: dashboardMessages.staleTicket }),
})
export type ClaimLinesBody = z.infer<typeof claimLinesBodySchema>

export const claimRefusalBodySchema = z.object({
  reason: z
    .string({ error: afterSalesMessages.reasonRequired })
    .trim()
    .min(1, { error: afterSalesMessages.reasonRequired })
    .max(refusalReasonMaxLength, { error: afterSalesMessages.reasonTooLong }),
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: dashboardMessages.staleTicket }),
})
export type ClaimRefusalBody = z.infer<typeof claimRefusalBodySchema>

// ---------------------------------------------------------------------------------------------
// Lists: paging, search, filters, sorting (the same filters feed the CSV export)

const maxPageSize = 100
const day = z.iso.date({ error: dashboardMessages.invalidQuery })

const paging = {
  page: z.coerce.number({ error: dashboardMessages.invalidQuery }).int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number({ error: dashboardMessages.invalidQuery })
    .int()
    .min(1, { error: dashboardMessages.invalidQuery })
    .max(maxPageSize, { error: dashboardMessages.pageSizeTooLarge })
    .default(20),
  q: z.string().trim().max(100, { error: dashboardMessages.invalidQuery }).optional(),
}

const sortOf = <const T extends readonly [string, ...string[]]>(keys: T, fallback: T[number]) =>
  z.enum(keys, { error: dashboardMessages.invalidQuery }).default(fallback as never)

export const orderSorts = ['-createdAt', 'createdAt', '-total', 'total', 'orderNumber', '-orderNumber'] as const
export const ordersQuerySchema = z.object({
  ...paging,
  status: z.enum(orderStatuses, { error: dashboardMessages.unknownStatus }).optional(),
  from: day.optional(),
  to: day.optional(),
  sort: sortOf(orderSorts, '-createdAt'),
})
export type OrdersQuery = z.infer<typeof ordersQuerySchema>

export const customerStatuses = ['active', 'guest', 'deleted'] as const
export type CustomerStatus = (typeof customerStatuses)[number]
export const customerStatusLabels: Record<CustomerStatus, string> = {
  active: 'Compte actif',
  guest: 'Sans compte',
  deleted: 'Compte supprimé',
}

export const customerSorts = ['-lastOrder', 'lastOrder', '-spent', 'spent', '-orders', 'orders', 'name'] as const
export const customersQuerySchema = z.object({
  ...paging,
  status: z.enum(customerStatuses, { error: dashboardMessages.unknownStatus }).optional(),
  sort: sortOf(customerSorts, '-lastOrder'),
})
export type CustomersQuery = z.infer<typeof customersQuerySchema>

export const ticketSorts = ['-createdAt', 'createdAt', '-priority', 'priority', '-updatedAt'] as const
export const ticketsQuerySchema = z.object({
  ...paging,
  status: z.enum(ticketStatuses, { error: dashboardMessages.unknownStatus }).optional(),
  priority: z.enum(ticketPriorities, { error: dashboardMessages.invalidQuery }).optional(),
  source: z.enum(ticketSources as [string, ...string[]], { error: dashboardMessages.invalidQuery }).optional(),
  sort: sortOf(ticketSorts, '-createdAt'),
})
export type TicketsQuery = z.infer<typeof ticketsQuerySchema>

/** The lists' tabs, and the analytics' promo codes over their period (`?days=`). */
export const exportTabs = ['orders', 'customers', 'tickets', 'promo-codes'] as const
export type ExportTab = (typeof exportTabs)[number]
/** The file's name says which tab: `MBP-commandes-2026-11-24.csv`. */
export const exportTabNames: Record<ExportTab, string> = {
  orders: 'commandes',
  customers: 'clients',
  tickets: 'support',
  'promo-codes': 'codes-promo',
}
const csvSeparators = ['comma', 'semicolon'] as const
export const exportOptionsSchema = z.object({
  separator: z.enum(csvSeparators, { error: dashboardMessages.invalidQuery }).default('comma'),
})

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: dashboardMessages.invalidQuery })
    .int()
    .min(1)
    .max(365, { error: dashboardMessages.invalidQuery })
    .default(30),
})

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ success: z.literal(true), rows: z.array(row), page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() })

// ---------------------------------------------------------------------------------------------
// Answers

const orderStatus = z.enum(orderStatuses)

const dashboardOrderRowSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  status: orderStatus,
  totalCents: z.number(),
  items: z.number(),
  /** The customer's rating from 1 to 5 (satisfaction.ts), null until given. */
  rating: z.number().nullable(),
  /** The delivery mode it was sold with; null for an order placed before modes existed. */
  deliveryMode: z.string().nullable(),
})
export type DashboardOrderRow = z.infer<typeof dashboardOrderRowSchema>
export const ordersPageSchema = pageOf(dashboardOrderRowSchema)

export const dashboardOrderSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: orderStatus,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
  notes: z.string().nullable(),
  subtotalCents: z.number(),
  /** The promo code's discount on the lines as sold, with its label; null without one. */
  discount: z.object({ label: z.string(), cents: z.number() }).nullable(),
  /** The mode as sold, its price and the period promised; null for an order placed before modes existed. */
  delivery: z.object({ mode: z.string(), shippingCents: z.number(), earliest: z.string(), latest: z.string() }).nullable(),
  totalCents: z.number(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** What refunds of withdrawals from part of the order gave back; a refund of the order pays the rest. */
  partlyRefundedCents: z.number(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  lines: z.array(
    z.object({
      productName: z.string(),
      variant: z.string().nullable(),
      quantity: z.number(),
      unitCents: z.number(),
      totalCents: z.number(),
      category: z.string(),
      productId: z.string(),
      photoId: z.number().nullable(),
    }),
  ),
  history: z.array(z.object({ status: orderStatus, at: z.string(), by: z.string().nullable(), note: z.string().nullable() })),
  invoices: z.array(z.object({ id: z.number(), number: z.string(), kind: z.string() })),
  /**
   * The customer's rating and comment, null until given; `published` when the customer agreed to
   * show it on the pages (./reviews.ts), `removal` once staff took it down.
   */
  satisfaction: z
    .object({
      rating: z.number(),
      comment: z.string().nullable(),
      ratedAt: z.string(),
      published: z.boolean(),
      removal: z.object({ at: z.string(), reason: z.enum(reviewRemovalReasonValues) }).nullable(),
    })
    .nullable(),
  nextStatus: orderStatus.nullable(),
  allowedStatuses: z.array(orderStatus),
})
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>
export const dashboardOrderAnswerSchema = z.object({ success: z.literal(true), order: dashboardOrderSchema })

const dashboardCustomerRowSchema = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  customerId: z.number().nullable(),
  status: z.enum(customerStatuses),
  orders: z.number(),
  spentCents: z.number(),
  lastOrderAt: z.string().nullable(),
})
export type DashboardCustomerRow = z.infer<typeof dashboardCustomerRowSchema>
export const customersPageSchema = pageOf(dashboardCustomerRowSchema)

const ticketStatus = z.enum(ticketStatuses)
const ticketPriority = z.enum(ticketPriorities)

const dashboardTicketRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  source: z.string(),
  category: z.string().nullable(),
  priority: ticketPriority,
  status: ticketStatus,
})
export type DashboardTicketRow = z.infer<typeof dashboardTicketRowSchema>
export const ticketsPageSchema = pageOf(dashboardTicketRowSchema)

export const dashboardTicketSchema = dashboardTicketRowSchema.extend({
  phone: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** What the sender typed, labelled (ticketFieldLabels), in the form's order. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  photoIds: z.array(z.number()),
  firstResponseAt: z.string().nullable(),
  /**
   * The thread, in order: staff's replies, the customer's and unverified senders' e-mails (`by`:
   * the address an e-mail says it is from; `authenticationResults`: what the receiving mail
   * server found of that sender, when it said).
   */
  replies: z.array(
    z.object({
      at: z.string(),
      author: z.enum(ticketReplyAuthors),
      by: z.string().nullable(),
      message: z.string(),
      authenticationResults: z.string().nullable(),
    }),
  ),
  /** An online withdrawal from part of an order: what it gives back, and when it was refunded (null: not yet). */
  partialWithdrawal: z.object({ refundCents: z.number(), refundedAt: z.string().nullable() }).nullable(),
  afterSales: ticketAfterSalesSchema,
})
export type DashboardTicket = z.infer<typeof dashboardTicketSchema>
export const dashboardTicketAnswerSchema = z.object({ success: z.literal(true), ticket: dashboardTicketSchema })
/** A claim settled by a replacement: the new order at 0 €, and the ticket that records it. */
export const replacementAnswerSchema = dashboardTicketAnswerSchema.extend({
  order: z.object({ id: z.number(), orderNumber: z.string(), totalCents: z.literal(0) }),
})

export const dashboardCustomerAnswerSchema = z.object({
  success: z.literal(true),
  customer: dashboardCustomerRowSchema,
  orders: z.array(dashboardOrderRowSchema),
  tickets: z.array(dashboardTicketRowSchema),
})

export const overviewSchema = z.object({
  success: z.literal(true),
  orders: z.object({ total: z.number(), pending: z.number() }),
  /** Paid orders not refunded. */
  revenueCents: z.number(),
  tickets: z.object({ open: z.number(), resolved: z.number() }),
  /** Between a ticket's arrival and its first reply, over the answered ones; null before any. */
  averageFirstResponseMinutes: z.number().nullable(),
  topProduct: z.object({ name: z.string(), quantity: z.number() }).nullable(),
  /** The ratings given over the last 30 days: their mean to one decimal (null without any) and their number. */
  satisfaction: z.object({ average: z.number().nullable(), count: z.number() }),
  latestOrders: z.array(dashboardOrderRowSchema),
  latestTickets: z.array(dashboardTicketRowSchema),
  /** The last 30 days of Paris, oldest first, every day present. */
  perDay: z.array(z.object({ day: z.string(), orders: z.number(), revenueCents: z.number() })),
  /** Paid, not refunded lines of the last 30 days. */
  salesByCategory: z.array(z.object({ category: z.string(), quantity: z.number(), revenueCents: z.number() })),
  /** The shop takes backups itself when BACKUP_DIR is set; `last` is the latest taken, by it or by `npm run backup`. */
  backups: z.object({
    scheduled: z.boolean(),
    last: z.object({ at: z.string(), bytes: z.number() }).nullable(),
    warning: z.string().nullable(),
  }),
  /** Withdrawals to refund and warranty claims to settle, each with its due day. */
  afterSales: afterSalesOverviewSchema,
})
export type Overview = z.infer<typeof overviewSchema>

/** A backup older than this is one missed (they are daily by default, BACKUP_INTERVAL_SECONDS). */
const backupMaxAgeMs = 2 * 24 * 60 * 60 * 1000

const backupMessages = {
  none: 'Aucune sauvegarde alors que BACKUP_DIR est défini : la sauvegarde programmée échoue, voyez les journaux de la boutique.',
  old: 'La dernière sauvegarde a plus de deux jours : la sauvegarde programmée échoue ou ne tourne plus, voyez les journaux de la boutique.',
} as const

/** What the overview warns about the backups: none while the shop should take them, or the last too old. */
export function backupWarning(scheduled: boolean, lastAt: Date | null, now = new Date()): string | null {
  if (!lastAt) return scheduled ? backupMessages.none : null
  return now.getTime() - lastAt.getTime() > backupMaxAgeMs ? backupMessages.old : null
}

export const analyticsSchema = z.object({
  success: z.literal(true),
  days: z.number(),
  pageViews: z.number(),
  visits: z.number(),
  paidOrders: z.number(),
  /** Paid orders per visit; null without visits. */
  conversionRate: z.number().nullable(),
  perDay: z.array(z.object({ day: z.string(), views: z.number(), visits: z.number() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number() })),
  searches: z.array(z.object({ term: z.string(), searches: z.number(), withoutResult: z.number() })),
  searchesWithoutResult: z.array(z.object({ term: z.string(), searches: z.number() })),
  topModels: z.array(z.object({ category: z.string(), productId: z.string(), name: z.string(), quantity: z.number(), views: z.number() })),
  /** Paid, not refunded orders of the period with a promo code, per code: uses, what they paid, what the code took off. */
  promoCodes: z.array(z.object({ code: z.string(), uses: z.number(), revenueCents: z.number(), discountCents: z.number() })),
})
export type Analytics = z.infer<typeof analyticsSchema>

/** The categories of order lines (create-payment's `category`), as the charts name them. */
export const lineCategoryLabels: Record<string, string> = {
  telephone: 'Téléphones',
  tablette: 'Tablettes',
  montre: 'Montres',
  console: 'Consoles',
  manette: 'Manettes',
  ordinateur: 'Ordinateurs',
  'ecran-auto': 'Écrans auto',
}
