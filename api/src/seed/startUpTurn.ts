import type pg from 'pg';

/** Any fixed number, apart from Kysely's migration lock and seedCatalog's: one start-up at a time per database. */
const START_UP_LOCK_KEY = 7_214_002;

export interface StartUpTurn {
  /** Lets the next instance start up; safe to call twice. */
  release(): Promise<void>;
}

/**
 * Waits until no other API instance on this PostgreSQL database is setting it up (migrations, seeding, the job
 * queue's schema and queues), then holds the turn until `release`. Instances started at once otherwise deadlock in
 * pg-boss creating the same queues. A session advisory lock on a connection of its own: if this process dies
 * holding it, PostgreSQL ends the session and the lock with it.
 */
export async function takeStartUpTurn(pool: pg.Pool): Promise<StartUpTurn> {
  const client = await pool.connect();
  // Held for the whole set-up: a connection ended meanwhile (a restart of the server) emits 'error' on this client,
  // which the pool does not listen to while it is lent out; the lock is gone with it, and the next query fails.
  const onLost = () => undefined;
  client.on('error', onLost);
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
  } catch (error) {
    client.removeListener('error', onLost);
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      client.removeListener('error', onLost);
      try {
        await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY]);
        client.release();
      } catch (error) {
        // The connection is gone, and the lock with it: the pool must not hand it out again.
        client.release(error instanceof Error ? error : true);
      }
    },
  };
}
