import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * One row per newsletter e-mail: taken before it is sent (its key lets a subscriber be taken
 * once per campaign, whichever instance sends), then marked sent or refused
 * (newsletter/send-campaigns.ts). Gone with its campaign or its subscriber.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS shop_newsletter_deliveries (
      campaign_id integer NOT NULL REFERENCES newsletter_campaigns (id) ON DELETE CASCADE,
      subscriber_id integer NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
      taken_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      error text,
      PRIMARY KEY (campaign_id, subscriber_id)
    );
    CREATE INDEX IF NOT EXISTS shop_newsletter_deliveries_subscriber_idx ON shop_newsletter_deliveries (subscriber_id);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS shop_newsletter_deliveries;`)
}
