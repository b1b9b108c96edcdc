import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * auth/rate-limit.ts in one round trip: for every (scope, key) of an attempt, in the order given,
 * a transaction-scoped advisory lock; then, if one of the limits is full, the seconds until its
 * oldest counted attempt leaves the window; else the attempt's rows. Called alone, the function is
 * its own transaction (the locks end with it); called inside a transaction, they end with that one.
 * The clock is read now (`clock_timestamp()`), not at the transaction's start, which may be long
 * before the lock was granted. The commit does not wait for the disk: a crash may forget the last
 * attempts (a limit starts a little emptier), which is worth a disk flush less on every sign-in,
 * sign-up and checkout.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE FUNCTION shop_reserve_attempt(scopes text[], keys text[], maxes int[], window_seconds int)
    RETURNS TABLE (retry_after int, ids int[])
    LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      i int;
      full_until timestamptz;
      inserted int[];
    BEGIN
      PERFORM set_config('synchronous_commit', 'off', true);
      FOR i IN 1 .. coalesce(array_length(scopes, 1), 0) LOOP
        PERFORM pg_advisory_xact_lock(hashtext(scopes[i] || ':' || keys[i]));
      END LOOP;
      FOR i IN 1 .. coalesce(array_length(scopes, 1), 0) LOOP
        SELECT a.created_at + make_interval(secs => window_seconds) INTO full_until
        FROM public.auth_attempts a
        WHERE a.scope = scopes[i] AND a.key = keys[i] AND a.created_at > clock_timestamp() - make_interval(secs => window_seconds)
        ORDER BY a.created_at DESC
        OFFSET maxes[i] - 1 LIMIT 1;
        IF FOUND THEN
          RETURN QUERY SELECT least(window_seconds, greatest(1, ceil(extract(epoch FROM full_until - clock_timestamp()))))::int, NULL::int[];
          RETURN;
        END IF;
      END LOOP;
      WITH rows AS (
        INSERT INTO public.auth_attempts (scope, key, created_at, updated_at)
        SELECT s, k, clock_timestamp(), clock_timestamp() FROM unnest(scopes, keys) AS u(s, k)
        RETURNING id
      )
      SELECT array_agg(id) INTO inserted FROM rows;
      RETURN QUERY SELECT 0, inserted;
    END
    $$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP FUNCTION shop_reserve_attempt(text[], text[], int[], int);`)
}
