import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { FEATURE_NOT_SUPPORTED, INVALID_STATEMENT_NAME, sqlStateOf } from './sqlStates';

/**
 * The most texts given a name in a process. Each connection prepares a named text the first time it runs it, and
 * PostgreSQL keeps it (after five runs, with its generic plan) in that connection's memory: about 150 KB for a join
 * of four tables (measured on PostgreSQL 15), so at most about 15 MB a connection. A process of the soak named 35-39
 * texts (each length of an `in` list is a text of its own); past the limit, new texts go unnamed, as before.
 */
const MOST_NAMES = 100;

/** pg's command tag as Kysely reads it: it counts affected rows for these four, and for nothing else. */
function kyselyCommand(command: string): PostgresQueryResult<unknown>['command'] {
  switch (command) {
    case 'INSERT':
    case 'UPDATE':
    case 'DELETE':
    case 'MERGE':
      return command;
    default:
      return 'SELECT';
  }
}

/** Which texts run under a name: those run a second time, in the order they got there, up to MOST_NAMES. */
class StatementNames {
  private readonly seen = new Set<string>();
  private readonly names = new Map<string, string>();

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= MOST_NAMES) return known;
    if (!this.seen.has(text)) {
      // Seen once: a text run only once (most of the seeding's) would take a name for nothing.
      if (this.seen.size < MOST_NAMES * 10) this.seen.add(text);
      return undefined;
    }
    this.seen.delete(text);
    const name = `store_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}

/**
 * A connection whose parameterised statements run as named statements (pg's `name`): PostgreSQL parses, analyses
 * and plans an unnamed statement anew on every run, and under the soak naming them took a quarter to a half off the
 * machine's CPU per answer (docs/decisions/checkout-soak.md, "Named statements on PostgreSQL"). pg prepares a name on
 * a connection the first time it runs it there.
 * A connection on which PostgreSQL refused a named statement it holds (a migration changed what it returns) is
 * destroyed when released, and its statements with it: the next connection prepares them anew.
 */
class NamedStatementClient implements PostgresPoolClient {
  private refused = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly names: StatementNames,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    what: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely passes a cursor only to a dialect given `cursor`, which the store's is not (it streams nothing).
    if (typeof what !== 'string') throw new Error('The store does not stream query results');
    return this.run(what, [...parameters]);
  }

  private async run<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    const result = await this.send(text, values);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the rows of Kysely's query, typed by its builder; pg has no type for them, as for Kysely's own driver
    return { command: kyselyCommand(result.command), rowCount: result.rowCount ?? 0, rows: result.rows };
  }

  private async send(text: string, values: unknown[]) {
    // Without parameters pg sends a simple Query (begin, commit, a migration's DDL): nothing to plan again.
    const name = values.length > 0 ? this.names.nameOf(text) : undefined;
    if (name === undefined) return this.client.query({ text, values });
    try {
      return await this.client.query({ name, text, values });
    } catch (error) {
      const state = sqlStateOf(error);
      if (state !== FEATURE_NOT_SUPPORTED && state !== INVALID_STATEMENT_NAME) throw error;
      this.refused = true;
      // Outside a transaction nothing was lost with the refusal: the text runs again, unnamed. Inside one, the
      // transaction has failed, and its caller sees why.
      if (this.client.getTransactionStatus() !== 'I') throw error;
      return this.client.query({ text, values });
    }
  }

  release(): void {
    this.client.release(this.refused);
  }
}

/** `pool` for Kysely's PostgresDialect, its statements named (NamedStatementClient). */
export function namedStatementPool(pool: pg.Pool): PostgresPool {
  const names = new StatementNames();
  const clients = new WeakMap<pg.PoolClient, NamedStatementClient>();
  return {
    async connect() {
      const client = await pool.connect();
      // Kysely keeps its connection object per client it is given: the same client, the same wrapper.
      const known = clients.get(client) ?? new NamedStatementClient(client, names);
      clients.set(client, known);
      return known;
    },
    end: () => pool.end(),
  };
}
