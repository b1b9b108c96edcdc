import { createLocalReq, type Payload } from 'payload'

import { purgeUnattachedPhotos } from '../collections/CustomerPhotos/purge-unattached-photos.ts'
import { purgeSpentUnlocks } from '../collections/Users/staff-unlock.ts'
import { purgeOldSubmissions } from '../forms/purge-old-submissions.ts'
import { env } from '../lib/env.ts'
import { sendDueCampaigns } from '../newsletter/send-campaigns.ts'
import { handleInactiveAccounts } from '../personal-data/inactive-accounts.ts'
import { reconcilePendingOrders } from '../checkout/reconcile-payments.ts'
import { askForRatings } from '../satisfaction/ask-for-ratings.ts'
import { retireOldReviews } from '../satisfaction/retire-reviews.ts'
import { purgeJobHistory } from './job-history.ts'
import { syncSaleRuns } from '../collections/Sales/sync-sale-runs.ts'
import { inTransaction } from '../lib/transaction.ts'
import { refreshCustomerTotals } from '../dashboard/lists/customers-list.ts'
import { attemptWindowMs, purgeExpiredAttempts } from '../security/rate-limit.ts'
import { takeScheduledBackup } from '../backup/scheduled-backup.ts'
import { sendAccountantReport } from '../dashboard/accounting/accountant-report.ts'

/** Work the shop does on its own, once a period across all instances (./recurring-chores.ts). */
export type Chore = {
  slug:
    | 'payment-reconciliation'
    | 'submission-purge'
    | 'customer-photo-purge'
    | 'newsletter-send'
    | 'job-history-purge'
    | 'satisfaction-request'
    | 'review-retention'
    | 'inactive-accounts'
    | 'sale-prices'
    | 'customer-totals'
    | 'attempt-purge'
    | 'backup'
    | 'accountant-report'
  everyMs: () => number
  /** Unset: always. A chore whose configuration is missing is not queued at all. */
  enabled?: () => boolean
  /** What the round achieved, for the log; null when there was nothing to do. */
  run: (payload: Payload) => Promise<string | null>
  failure: string
}

const hourMs = 60 * 60 * 1000

export const chores: Chore[] = [
  {
    slug: 'payment-reconciliation',
    everyMs: () => env().PAYMENT_RECONCILE_SECONDS * 1000,
    run: async (payload) => {
      const count = await reconcilePendingOrders(payload)
      return count > 0 ? `${count} commande(s) en attente rapprochée(s) avec le paiement` : null
    },
    failure: 'Échec du rapprochement des paiements',
  },
  {
    slug: 'submission-purge',
    everyMs: () => env().SUBMISSION_PURGE_SECONDS * 1000,
    run: async (payload) => {
      const { tickets, photos, subscribers } = await purgeOldSubmissions(payload)
      return tickets.length + photos.length + subscribers.length > 0
        ? `Conservation des formulaires : ${tickets.length} demande(s), ${photos.length} photo(s), ${subscribers.length} inscription(s) supprimée(s)`
        : null
    },
    failure: 'Échec de la purge des formulaires anciens',
  },
  {
    slug: 'customer-photo-purge',
    everyMs: () => hourMs,
    run: async (payload) => {
      const count = await purgeUnattachedPhotos(payload)
      return count > 0 ? `${count} photo(s) client(s) jamais commandée(s) supprimée(s) (7 jours, 24 heures sans compte)` : null
    },
    failure: 'Échec de la purge des photos clients',
  },
  {
    slug: 'newsletter-send',
    everyMs: () => env().NEWSLETTER_SEND_SECONDS * 1000,
    run: async (payload) => {
      const count = await sendDueCampaigns(payload)
      return count > 0 ? `Newsletter : ${count} e-mail(s) mis en file d'envoi` : null
    },
    failure: "Échec de l'envoi de la newsletter",
  },
  {
    slug: 'job-history-purge',
    everyMs: () => 24 * hourMs,
    run: async (payload) => {
      const count = await purgeJobHistory(payload)
      return count > 0 ? `Historique des tâches : ${count} tâche(s) terminée(s) supprimée(s)` : null
    },
    failure: "Échec de la purge de l'historique des tâches",
  },
  {
    slug: 'satisfaction-request',
    everyMs: () => env().SATISFACTION_REQUEST_SECONDS * 1000,
    run: async (payload) => {
      const count = await askForRatings(payload)
      return count > 0 ? `Satisfaction : ${count} demande(s) d'avis mise(s) en file d'envoi` : null
    },
    failure: "Échec de l'envoi des demandes d'avis",
  },
  {
    slug: 'review-retention',
    everyMs: () => 24 * hourMs,
    run: async (payload) => {
      const count = await retireOldReviews(payload)
      return count > 0
        ? `Avis publiés : ${count} avis de plus de ${env().REVIEW_KEPT_MONTHS} mois retiré(s) du site, commentaire effacé`
        : null
    },
    failure: 'Échec du retrait des avis anciens',
  },
  {
    slug: 'inactive-accounts',
    everyMs: () => env().INACTIVE_ACCOUNTS_SECONDS * 1000,
    run: async (payload) => {
      const { warned, erased } = await handleInactiveAccounts(payload)
      return warned + erased > 0 ? `Comptes inactifs : ${warned} client(s) prévenu(s), ${erased} compte(s) anonymisé(s)` : null
    },
    failure: 'Échec du traitement des comptes inactifs',
  },
  {
    slug: 'sale-prices',
    everyMs: () => env().SALE_PRICES_SECONDS * 1000,
    run: async (payload) => {
      const req = await createLocalReq({}, payload)
      const changed = await inTransaction(req, () => syncSaleRuns(req))
      return changed ? 'Promotions : prix mis à jour (début ou fin de promotion)' : null
    },
    failure: "Échec de l'application des promotions",
  },
  {
    // The customers tab recounts what order writes noted when it is read; this bounds the notes of a
    // shop whose administrators seldom open it, and keeps the first reading after a busy day short.
    slug: 'customer-totals',
    everyMs: () => env().CUSTOMER_TOTALS_SECONDS * 1000,
    run: async (payload) => {
      const count = await refreshCustomerTotals(payload)
      return count > 0 ? `Clients : totaux de ${count} adresse(s) recomptés` : null
    },
    failure: 'Échec du recomptage des totaux des clients',
  },
  {
    // Every checkout, sign-in and form adds an attempt: a busy hour leaves thousands.
    slug: 'attempt-purge',
    everyMs: () => attemptWindowMs,
    run: async (payload) => {
      const count = await purgeExpiredAttempts(payload)
      const unlocks = await purgeSpentUnlocks(payload)
      return count + unlocks > 0
        ? `Limites d'essais : ${count} essai(s) sorti(s) de la fenêtre, ${unlocks} lien(s) de déblocage utilisé(s) ou expiré(s) supprimé(s)`
        : null
    },
    failure: 'Échec de la purge des essais anciens',
  },
  {
    slug: 'backup',
    everyMs: () => env().BACKUP_INTERVAL_SECONDS * 1000,
    enabled: () => env().BACKUP_DIR !== undefined,
    run: takeScheduledBackup,
    failure: 'Échec de la sauvegarde programmée',
  },
  {
    slug: 'accountant-report',
    everyMs: () => env().ACCOUNTANT_REPORT_SECONDS * 1000,
    run: async (payload) => {
      const month = await sendAccountantReport(payload)
      return month ? `Comptabilité : chiffres de ${month} mis en file d'envoi pour l'expert-comptable` : null
    },
    failure: "Échec de l'envoi des chiffres du mois à l'expert-comptable",
  },
]
