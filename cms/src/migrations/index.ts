import * as migration_20261123_052454_initial from './20261123_052454_initial';
import * as migration_20261123_052940_customer_accounts from './20261123_052940_customer_accounts';
import * as migration_20261123_060000_catalogue_search from './20261123_060000_catalogue_search';
import * as migration_20261123_075710_customer_photos from './20261123_075710_customer_photos';
import * as migration_20261123_080519_popular_searches from './20261123_080519_popular_searches';
import * as migration_20261123_182055_email_verification from './20261123_182055_email_verification';
import * as migration_20261123_183746_orders from './20261123_183746_orders';
import * as migration_20261123_183800_order_number_counters from './20261123_183800_order_number_counters';
import * as migration_20261123_184304_invoices from './20261123_184304_invoices';
import * as migration_20261123_184400_invoice_counters from './20261123_184400_invoice_counters';
import * as migration_20261123_190500_ticket_reference_seq from './20261123_190500_ticket_reference_seq';
import * as migration_20261123_190600_tickets from './20261123_190600_tickets';
import * as migration_20261123_192500_reserve_attempt_function from './20261123_192500_reserve_attempt_function';
import * as migration_20261123_210654_forms_submissions from './20261123_210654_forms_submissions';
import * as migration_20261123_211500_faq_search from './20261123_211500_faq_search';
import * as migration_20261123_214232_content_pages_drafts_schedule from './20261123_214232_content_pages_drafts_schedule';
import * as migration_20261124_000616_dashboard from './20261124_000616_dashboard';
import * as migration_20261124_003500_dashboard_indexes from './20261124_003500_dashboard_indexes';
import * as migration_20261124_065244_category_pages from './20261124_065244_category_pages';
import * as migration_20261124_072000_drop_sql_search from './20261124_072000_drop_sql_search';
import * as migration_20261124_200000_chore_runs from './20261124_200000_chore_runs';
import * as migration_20261124_201220_storage_fields from './20261124_201220_storage_fields';
import * as migration_20261124_235907_newsletter_campaigns from './20261124_235907_newsletter_campaigns';
import * as migration_20261124_235950_newsletter_deliveries from './20261124_235950_newsletter_deliveries';
import * as migration_20261125_153806_guest_orders_hardening from './20261125_153806_guest_orders_hardening';
import * as migration_20261125_173800_jobs_queue from './20261125_173800_jobs_queue';
import * as migration_20261125_180528_mail_outbox from './20261125_180528_mail_outbox';
import * as migration_20261126_005911_promises_kept from './20261126_005911_promises_kept';
import * as migration_20261126_012716_promo_codes from './20261126_012716_promo_codes';
import * as migration_20261126_042422_sale_prices from './20261126_042422_sale_prices';
import * as migration_20261126_110000_customer_order_totals from './20261126_110000_customer_order_totals';
import * as migration_20261126_150000_customer_order_totals_on_read from './20261126_150000_customer_order_totals_on_read';
import * as migration_20261126_163216_customer_totals_chore from './20261126_163216_customer_totals_chore';
import * as migration_20261127_022751_attempts_index_and_purge from './20261127_022751_attempts_index_and_purge';
import * as migration_20261127_040000_customer_latest_order from './20261127_040000_customer_latest_order';
import * as migration_20261127_060000_customer_totals_without_locks from './20261127_060000_customer_totals_without_locks';
import * as migration_20261127_185135_withdrawal_lines from './20261127_185135_withdrawal_lines';
import * as migration_20261127_220352_refund_the_rest from './20261127_220352_refund_the_rest';
import * as migration_20261128_100000_unverified_replies from './20261128_100000_unverified_replies';
import * as migration_20261128_110000_scheduled_backups from './20261128_110000_scheduled_backups';
import * as migration_20261128_120000_staff_unlocks from './20261128_120000_staff_unlocks';
import * as migration_20261128_130000_mail_links_forgotten from './20261128_130000_mail_links_forgotten';
import * as migration_20261128_140000_payment_page_expiry from './20261128_140000_payment_page_expiry';
import * as migration_20261128_150000_photo_storage_quota from './20261128_150000_photo_storage_quota';
import * as migration_20261128_200000_verified_reviews from './20261128_200000_verified_reviews';
import * as migration_20261128_210000_seller_identity from './20261128_210000_seller_identity';
import * as migration_20261128_220000_after_sales from './20261128_220000_after_sales';
import * as migration_20261128_230000_accounting from './20261128_230000_accounting';
import * as migration_20261128_230100_customer_totals_unlocked_read from './20261128_230100_customer_totals_unlocked_read';
import * as migration_20261128_230200_about_page_mentions from './20261128_230200_about_page_mentions';
import * as migration_20261129_000000_invoice_tasks from './20261129_000000_invoice_tasks';
import * as migration_20261129_000100_missing_invoices_queued from './20261129_000100_missing_invoices_queued';

export const migrations = [
  {
    up: migration_20261123_052454_initial.up,
    down: migration_20261123_052454_initial.down,
    name: '20261123_052454_initial',
  },
  {
    up: migration_20261123_052940_customer_accounts.up,
    down: migration_20261123_052940_customer_accounts.down,
    name: '20261123_052940_customer_accounts',
  },
  {
    up: migration_20261123_060000_catalogue_search.up,
    down: migration_20261123_060000_catalogue_search.down,
    name: '20261123_060000_catalogue_search',
  },
  {
    up: migration_20261123_075710_customer_photos.up,
    down: migration_20261123_075710_customer_photos.down,
    name: '20261123_075710_customer_photos',
  },
  {
    up: migration_20261123_080519_popular_searches.up,
    down: migration_20261123_080519_popular_searches.down,
    name: '20261123_080519_popular_searches',
  },
  {
    up: migration_20261123_182055_email_verification.up,
    down: migration_20261123_182055_email_verification.down,
    name: '20261123_182055_email_verification',
  },
  {
    up: migration_20261123_183746_orders.up,
    down: migration_20261123_183746_orders.down,
    name: '20261123_183746_orders',
  },
  {
    up: migration_20261123_183800_order_number_counters.up,
    down: migration_20261123_183800_order_number_counters.down,
    name: '20261123_183800_order_number_counters',
  },
  {
    up: migration_20261123_184304_invoices.up,
    down: migration_20261123_184304_invoices.down,
    name: '20261123_184304_invoices',
  },
  {
    up: migration_20261123_184400_invoice_counters.up,
    down: migration_20261123_184400_invoice_counters.down,
    name: '20261123_184400_invoice_counters',
  },
  {
    up: migration_20261123_190500_ticket_reference_seq.up,
    down: migration_20261123_190500_ticket_reference_seq.down,
    name: '20261123_190500_ticket_reference_seq',
  },
  {
    up: migration_20261123_190600_tickets.up,
    down: migration_20261123_190600_tickets.down,
    name: '20261123_190600_tickets',
  },
  {
    up: migration_20261123_192500_reserve_attempt_function.up,
    down: migration_20261123_192500_reserve_attempt_function.down,
    name: '20261123_192500_reserve_attempt_function',
  },
  {
    up: migration_20261123_210654_forms_submissions.up,
    down: migration_20261123_210654_forms_submissions.down,
    name: '20261123_210654_forms_submissions',
  },
  {
    up: migration_20261123_211500_faq_search.up,
    down: migration_20261123_211500_faq_search.down,
    name: '20261123_211500_faq_search',
  },
  {
    up: migration_20261123_214232_content_pages_drafts_schedule.up,
    down: migration_20261123_214232_content_pages_drafts_schedule.down,
    name: '20261123_214232_content_pages_drafts_schedule',
  },
  {
    up: migration_20261124_000616_dashboard.up,
    down: migration_20261124_000616_dashboard.down,
    name: '20261124_000616_dashboard',
  },
  {
    up: migration_20261124_003500_dashboard_indexes.up,
    down: migration_20261124_003500_dashboard_indexes.down,
    name: '20261124_003500_dashboard_indexes',
  },
  {
    up: migration_20261124_065244_category_pages.up,
    down: migration_20261124_065244_category_pages.down,
    name: '20261124_065244_category_pages',
  },
  {
    up: migration_20261124_072000_drop_sql_search.up,
    down: migration_20261124_072000_drop_sql_search.down,
    name: '20261124_072000_drop_sql_search',
  },
  {
    up: migration_20261124_200000_chore_runs.up,
    down: migration_20261124_200000_chore_runs.down,
    name: '20261124_200000_chore_runs',
  },
  {
    up: migration_20261124_201220_storage_fields.up,
    down: migration_20261124_201220_storage_fields.down,
    name: '20261124_201220_storage_fields',
  },
  {
    up: migration_20261124_235907_newsletter_campaigns.up,
    down: migration_20261124_235907_newsletter_campaigns.down,
    name: '20261124_235907_newsletter_campaigns',
  },
  {
    up: migration_20261124_235950_newsletter_deliveries.up,
    down: migration_20261124_235950_newsletter_deliveries.down,
    name: '20261124_235950_newsletter_deliveries',
  },
  {
    up: migration_20261125_153806_guest_orders_hardening.up,
    down: migration_20261125_153806_guest_orders_hardening.down,
    name: '20261125_153806_guest_orders_hardening',
  },
  {
    up: migration_20261125_173800_jobs_queue.up,
    down: migration_20261125_173800_jobs_queue.down,
    name: '20261125_173800_jobs_queue',
  },
  {
    up: migration_20261125_180528_mail_outbox.up,
    down: migration_20261125_180528_mail_outbox.down,
    name: '20261125_180528_mail_outbox',
  },
  {
    up: migration_20261126_005911_promises_kept.up,
    down: migration_20261126_005911_promises_kept.down,
    name: '20261126_005911_promises_kept',
  },
  {
    up: migration_20261126_012716_promo_codes.up,
    down: migration_20261126_012716_promo_codes.down,
    name: '20261126_012716_promo_codes',
  },
  {
    up: migration_20261126_042422_sale_prices.up,
    down: migration_20261126_042422_sale_prices.down,
    name: '20261126_042422_sale_prices',
  },
  {
    up: migration_20261126_110000_customer_order_totals.up,
    down: migration_20261126_110000_customer_order_totals.down,
    name: '20261126_110000_customer_order_totals',
  },
  {
    up: migration_20261126_150000_customer_order_totals_on_read.up,
    down: migration_20261126_150000_customer_order_totals_on_read.down,
    name: '20261126_150000_customer_order_totals_on_read',
  },
  {
    up: migration_20261126_163216_customer_totals_chore.up,
    down: migration_20261126_163216_customer_totals_chore.down,
    name: '20261126_163216_customer_totals_chore',
  },
  {
    up: migration_20261127_022751_attempts_index_and_purge.up,
    down: migration_20261127_022751_attempts_index_and_purge.down,
    name: '20261127_022751_attempts_index_and_purge',
  },
  {
    up: migration_20261127_040000_customer_latest_order.up,
    down: migration_20261127_040000_customer_latest_order.down,
    name: '20261127_040000_customer_latest_order',
  },
  {
    up: migration_20261127_060000_customer_totals_without_locks.up,
    down: migration_20261127_060000_customer_totals_without_locks.down,
    name: '20261127_060000_customer_totals_without_locks',
  },
  {
    up: migration_20261127_185135_withdrawal_lines.up,
    down: migration_20261127_185135_withdrawal_lines.down,
    name: '20261127_185135_withdrawal_lines',
  },
  {
    up: migration_20261127_220352_refund_the_rest.up,
    down: migration_20261127_220352_refund_the_rest.down,
    name: '20261127_220352_refund_the_rest',
  },
  {
    up: migration_20261128_100000_unverified_replies.up,
    down: migration_20261128_100000_unverified_replies.down,
    name: '20261128_100000_unverified_replies',
  },
  {
    up: migration_20261128_110000_scheduled_backups.up,
    down: migration_20261128_110000_scheduled_backups.down,
    name: '20261128_110000_scheduled_backups',
  },
  {
    up: migration_20261128_120000_staff_unlocks.up,
    down: migration_20261128_120000_staff_unlocks.down,
    name: '20261128_120000_staff_unlocks',
  },
  {
    up: migration_20261128_130000_mail_links_forgotten.up,
    down: migration_20261128_130000_mail_links_forgotten.down,
    name: '20261128_130000_mail_links_forgotten',
  },
  {
    up: migration_20261128_140000_payment_page_expiry.up,
    down: migration_20261128_140000_payment_page_expiry.down,
    name: '20261128_140000_payment_page_expiry',
  },
  {
    up: migration_20261128_150000_photo_storage_quota.up,
    down: migration_20261128_150000_photo_storage_quota.down,
    name: '20261128_150000_photo_storage_quota',
  },
  {
    up: migration_20261128_200000_verified_reviews.up,
    down: migration_20261128_200000_verified_reviews.down,
    name: '20261128_200000_verified_reviews',
  },
  {
    up: migration_20261128_210000_seller_identity.up,
    down: migration_20261128_210000_seller_identity.down,
    name: '20261128_210000_seller_identity',
  },
  {
    up: migration_20261128_220000_after_sales.up,
    down: migration_20261128_220000_after_sales.down,
    name: '20261128_220000_after_sales',
  },
  {
    up: migration_20261128_230000_accounting.up,
    down: migration_20261128_230000_accounting.down,
    name: '20261128_230000_accounting',
  },
  {
    up: migration_20261128_230100_customer_totals_unlocked_read.up,
    down: migration_20261128_230100_customer_totals_unlocked_read.down,
    name: '20261128_230100_customer_totals_unlocked_read',
  },
  {
    up: migration_20261128_230200_about_page_mentions.up,
    down: migration_20261128_230200_about_page_mentions.down,
    name: '20261128_230200_about_page_mentions',
  },
  {
    up: migration_20261129_000000_invoice_tasks.up,
    down: migration_20261129_000000_invoice_tasks.down,
    name: '20261129_000000_invoice_tasks',
  },
  {
    up: migration_20261129_000100_missing_invoices_queued.up,
    down: migration_20261129_000100_missing_invoices_queued.down,
    name: '20261129_000100_missing_invoices_queued',
  },
];
