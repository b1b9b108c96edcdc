import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The customers tab's totals brought up to date when the tab is read, not in every order write.
 * Recounting an address's orders inside each write locked the address until the write's
 * transaction ended (a checkout's includes the payment page's creation) and cost more with each of
 * its orders: 50 checkouts at once for one address fell from 290 to 112–135 a second. A write now
 * only notes the addresses whose totals it may change, in a table without a unique key (so that
 * two writers never wait on each other); reading the tab recounts the noted addresses first, one
 * reader at a time, exact whatever the change.
 */
/** The columns of an order that the totals are made of (20261127_220352 adds the partial refunds). */
export const totalsColumns = ['email', 'created_at', 'customer_id', 'payment_paid_at IS NULL', 'status', 'total_cents', 'name', 'phone']

/** The trigger function that notes the addresses an update of orders changes the totals of. */
export const notingUpdates = (columns: readonly string[]) => {
  const of = (row: string) => sql.raw(columns.map((column) => `${row}.${column}`).join(', '))
  return sql`
    CREATE OR REPLACE FUNCTION shop_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Only what the totals are made of: most updates of an order (its payment session, its tracking…) note nothing.
      INSERT INTO customer_order_totals_stale
        SELECT lower(e.email) FROM old_rows o JOIN new_rows n USING (id), LATERAL (VALUES (o.email), (n.email)) e(email)
        WHERE e.email IS NOT NULL AND (${of('o')}) IS DISTINCT FROM (${of('n')});
      RETURN NULL;
    END $$;`
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE customer_order_totals_stale (email text NOT NULL);

    CREATE OR REPLACE FUNCTION shop_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO customer_order_totals_stale SELECT lower(email) FROM new_rows WHERE email IS NOT NULL;
      RETURN NULL;
    END $$;
    ${notingUpdates(totalsColumns)}
    CREATE OR REPLACE FUNCTION shop_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO customer_order_totals_stale SELECT lower(email) FROM old_rows WHERE email IS NOT NULL;
      RETURN NULL;
    END $$;

    -- Only readers recount now, one at a time: the lock per address goes. Taken for every address
    -- of a recount in one transaction, those locks ran out of shared memory past a few thousand
    -- addresses (the lock table holds max_locks_per_transaction × max_connections), failing
    -- every other query of the moment.
    CREATE OR REPLACE FUNCTION shop_refresh_customer_order_totals(addresses text[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM customer_order_totals t
        WHERE t.email = ANY(addresses) AND NOT EXISTS (SELECT 1 FROM orders o WHERE lower(o.email) = t.email);
      INSERT INTO customer_order_totals
        SELECT lower(email), count(*)::int,
          coalesce(sum(total_cents) FILTER (WHERE payment_paid_at IS NOT NULL AND status <> 'refunded'), 0),
          max(created_at), (array_agg(name ORDER BY created_at DESC))[1], (array_agg(phone ORDER BY created_at DESC))[1],
          max(customer_id)
        FROM orders WHERE lower(email) = ANY(addresses) GROUP BY lower(email)
      ON CONFLICT (email) DO UPDATE SET orders = excluded.orders, spent_cents = excluded.spent_cents,
        last_order_at = excluded.last_order_at, order_name = excluded.order_name, order_phone = excluded.order_phone,
        order_customer_id = excluded.order_customer_id;
    END $$;

    CREATE FUNCTION shop_refresh_stale_customer_order_totals() RETURNS void LANGUAGE plpgsql AS $$
    DECLARE addresses text[];
    BEGIN
      -- One reader at a time: two could otherwise each take some notes, and the later recount land first.
      PERFORM pg_advisory_xact_lock(hashtext('customer_order_totals_stale'));
      WITH stale AS (DELETE FROM customer_order_totals_stale RETURNING email)
        SELECT array_agg(DISTINCT email) INTO addresses FROM stale;
      IF addresses IS NOT NULL THEN PERFORM shop_refresh_customer_order_totals(addresses); END IF;
    END $$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The recount in every write, as 20261126_110000_customer_order_totals left it.
  await db.execute(sql`
    SELECT shop_refresh_stale_customer_order_totals();
    DROP FUNCTION shop_refresh_stale_customer_order_totals();
    CREATE OR REPLACE FUNCTION shop_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM shop_refresh_customer_order_totals(ARRAY(SELECT lower(email) FROM new_rows));
      RETURN NULL;
    END $$;
    CREATE OR REPLACE FUNCTION shop_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM shop_refresh_customer_order_totals(ARRAY(SELECT lower(email) FROM new_rows UNION SELECT lower(email) FROM old_rows));
      RETURN NULL;
    END $$;
    CREATE OR REPLACE FUNCTION shop_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM shop_refresh_customer_order_totals(ARRAY(SELECT lower(email) FROM old_rows));
      RETURN NULL;
    END $$;
    CREATE OR REPLACE FUNCTION shop_refresh_customer_order_totals(addresses text[]) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE address text;
    BEGIN
      FOR address IN SELECT DISTINCT a FROM unnest(addresses) a WHERE a IS NOT NULL ORDER BY a LOOP
        PERFORM pg_advisory_xact_lock(hashtext('customer_order_totals'), hashtext(address));
      END LOOP;
      DELETE FROM customer_order_totals t
        WHERE t.email = ANY(addresses) AND NOT EXISTS (SELECT 1 FROM orders o WHERE lower(o.email) = t.email);
      INSERT INTO customer_order_totals
        SELECT lower(email), count(*)::int,
          coalesce(sum(total_cents) FILTER (WHERE payment_paid_at IS NOT NULL AND status <> 'refunded'), 0),
          max(created_at), (array_agg(name ORDER BY created_at DESC))[1], (array_agg(phone ORDER BY created_at DESC))[1],
          max(customer_id)
        FROM orders WHERE lower(email) = ANY(addresses) GROUP BY lower(email)
      ON CONFLICT (email) DO UPDATE SET orders = excluded.orders, spent_cents = excluded.spent_cents,
        last_order_at = excluded.last_order_at, order_name = excluded.order_name, order_phone = excluded.order_phone,
        order_customer_id = excluded.order_customer_id;
    END $$;
    DROP TABLE customer_order_totals_stale;
  `)
}
