import type { Kysely, Transaction } from 'kysely';
import type { Database } from './databaseSchema';

// PGlite is one PostgreSQL session. The store's units of work on it (a statement outside a transaction, or a whole
// transaction) run one after another and never interleave: on its thread the session server gives PGlite to one unit
// at a time (pgliteSessionServer.ts), and in process node-postgres's pool has one connection. So there a single
// statement is alone with the data, while on PostgreSQL a statement that must see what a concurrent request commits
// needs a lock taken by a statement before it (a statement's snapshot is taken when it starts). Such a transaction
// on PGlite holds the one session through its round trips to the API, while every other request waits: a code path
// that leaves it out on PGlite takes that wait away (docs/decisions/checkout-soak.md).

const oneSession = new WeakSet<Kysely<Database>>();

/** Called by openDatabase for a database on PGlite. */
export function markOneSession(db: Kysely<Database>): void {
  oneSession.add(db);
}

/**
 * True when a statement run on `db` outside a transaction is alone with the data (PGlite). False for PostgreSQL and
 * for a transaction, where the caller takes the locks it needs as usual.
 */
export function statementsRunAlone(db: Kysely<Database> | Transaction<Database>): boolean {
  return !db.isTransaction && oneSession.has(db);
}
