import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each address's order totals (the dashboard's customers tab), kept by the orders table's own
 * triggers instead of grouping every order on each page of the tab: at 100,000 orders that
 * grouping took 1.6 s a page. The totals are recomputed from the address's orders (exact, whatever
 * the change), once per statement for the addresses it touched, each address locked for the
 * transaction first (in order, so two writers never wait on each other) so the recount reads
 * what a concurrent writer committed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE customer_order_totals (
      email text PRIMARY KEY,
      orders integer NOT NULL,
      spent_cents numeric NOT NULL,
      last_order_at timestamp(3) with time zone,
      order_name varchar,
      order_phone varchar,
      order_customer_id integer
    );
    CREATE INDEX orders_lower_email_idx ON orders (lower(email));

    CREATE FUNCTION shop_refresh_customer_order_totals(addresses text[]) RETURNS void LANGUAGE plpgsql AS $$
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

    CREATE FUNCTION shop_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM shop_refresh_customer_order_totals(ARRAY(SELECT lower(email) FROM new_rows));
      RETURN NULL;
    END $$;
    CREATE FUNCTION shop_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM shop_refresh_customer_order_totals(ARRAY(SELECT lower(email) FROM new_rows UNION SELECT lower(email) FROM old_rows));
      RETURN NULL;
    END $$;
    CREATE FUNCTION shop_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM shop_refresh_customer_order_totals(ARRAY(SELECT lower(email) FROM old_rows));
      RETURN NULL;
    END $$;
    CREATE TRIGGER orders_customer_totals_insert AFTER INSERT ON orders
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_orders_inserted();
    CREATE TRIGGER orders_customer_totals_update AFTER UPDATE ON orders
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_orders_updated();
    CREATE TRIGGER orders_customer_totals_delete AFTER DELETE ON orders
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_orders_deleted();

    SELECT shop_refresh_customer_order_totals(ARRAY(SELECT DISTINCT lower(email) FROM orders));
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER orders_customer_totals_insert ON orders;
    DROP TRIGGER orders_customer_totals_update ON orders;
    DROP TRIGGER orders_customer_totals_delete ON orders;
    DROP FUNCTION shop_orders_inserted();
    DROP FUNCTION shop_orders_updated();
    DROP FUNCTION shop_orders_deleted();
    DROP FUNCTION shop_refresh_customer_order_totals(text[]);
    DROP INDEX orders_lower_email_idx;
    DROP TABLE customer_order_totals;
  `)
}
