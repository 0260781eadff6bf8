import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { bundleDirFor, bundleServer } from '../testing/bundleServer';
import { StoreMetrics } from '../metrics/storeMetrics';
import { migrateToLatest } from './migrateToLatest';
import { openDatabase, type DatabaseHandle } from './openDatabase';

const bundleDir = bundleDirFor('pglite-thread-test');
const workerFile = pathToFileURL(path.join(bundleDir, 'pgliteWorker.mjs'));

describe('PGlite on its own thread (how the server opens the embedded database)', () => {
  let root: string;
  const lost: Error[] = [];
  const options = { pgliteWorkerFile: workerFile, onPgliteLost: (error: Error) => lost.push(error) };

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    await bundleServer(bundleDir);
  }, 60_000);

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });

  afterEach(() => {
    expect(lost).toEqual([]);
  });

  /** A node-postgres client of its own on the handle's thread, for a test that drives a transaction by hand. */
  async function clientOf(handle: DatabaseHandle): Promise<pg.Client> {
    const { host, port } = handle.pool.options;
    const client = new pg.Client({ host, port, user: 'postgres', database: 'postgres' });
    await client.connect();
    return client;
  }

  /** `work` with a client of its own (clientOf), which is ended after it whatever happens. */
  async function withClient(handle: DatabaseHandle, work: (client: pg.Client) => Promise<void>): Promise<void> {
    const client = await clientOf(handle);
    try {
      await work(client);
    } finally {
      await client.end();
    }
  }

  /**
   * PGlite on its thread with an empty table `marks (who)` for `work` to write in; the marks it left, in order, once
   * it is done: what was committed, whoever wrote it. The database is closed after it whatever happens.
   */
  async function marksLeftBy(work: (handle: DatabaseHandle) => Promise<void>): Promise<string[]> {
    const handle = await openDatabase({ kind: 'pglite-memory' }, options);
    try {
      await sql`create table marks (who text not null)`.execute(handle.db);
      await work(handle);
      const { rows } = await sql<{ who: string }>`select who from marks order by who`.execute(handle.db);
      return rows.map((row) => row.who);
    } finally {
      await handle.close();
    }
  }

  it('migrates and answers queries through node-postgres, and removes its socket on close', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' }, options);
    const socketDir = handle.pool.options.host;
    try {
      expect(handle.description).toBe('PGlite in memory, on its own thread');
      await migrateToLatest(handle.db);
      const { rows } = await sql<{ plans: string }>`select count(*) as plans from plans`.execute(handle.db);
      expect(rows).toEqual([{ plans: '0' }]);
      expect(typeof socketDir === 'string' && existsSync(socketDir)).toBe(true);
    } finally {
      await handle.close();
    }
    expect(typeof socketDir === 'string' && existsSync(socketDir)).toBe(false);
  });

  it("never runs one request's statement inside another's transaction", async () => {
    const marks = await marksLeftBy(async (handle) => {
      let inside: () => void = () => undefined;
      const insideTransaction = new Promise<void>((resolve) => (inside = resolve));
      // A transaction that writes, waits while another request writes, then fails and rolls back.
      const failing = handle.db.transaction().execute(async (trx) => {
        await sql`insert into marks (who) values ('rolled back')`.execute(trx);
        inside();
        await new Promise((resolve) => setTimeout(resolve, 300));
        throw new Error('the order could not be placed');
      });
      await insideTransaction;
      const other = sql`insert into marks (who) values ('committed')`.execute(handle.db);
      await expect(failing).rejects.toThrow('the order could not be placed');
      await other;
    });
    expect(marks).toEqual(['committed']);
  });

  it('answers many queries at once, each with its own statement and parameters', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' }, options);
    try {
      // Each query is Parse, Bind, Execute, Sync on the wire, and a long one arrives in several reads: another
      // client's Parse between them would swap the statement a Bind runs (the socket server's multiplexer for
      // several connections lets that happen).
      const long = 'x'.repeat(200_000);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          sql<Record<string, number>>`select ${i}::int + 0 * length(${long}) as ${sql.ref(`n_${i}`)}`
            .execute(handle.db)
            .then(({ rows }) => rows),
        ),
      );
      answers.forEach((rows, i) => expect(rows).toEqual([{ [`n_${i}`]: i }]));
    } finally {
      await handle.close();
    }
  });

  it('prepares a statement once for every connection, each run with its own parameters', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' }, options);
    try {
      await sql`create table marks (id int primary key, who text not null)`.execute(handle.db);
      await sql`insert into marks select n, 'mark ' || n from generate_series(1, 40) as n`.execute(handle.db);
      const whoIs = (id: number) =>
        sql<{ who: string }>`select who from marks where id = ${id}`.execute(handle.db).then(({ rows }) => rows);
      // The same text from many connections at once, three times over.
      for (let round = 0; round < 3; round++) {
        const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => whoIs(i + 1)));
        answers.forEach((rows, i) => expect(rows).toEqual([{ who: `mark ${i + 1}` }]));
      }
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where name like 'pglite_shared_%'`.execute(handle.db);
      expect(rows.filter((row) => row.statement.includes('from marks where id ='))).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });

  it('answers a prepared text with the columns a schema change gave it, and errors as PostgreSQL does', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' }, options);
    try {
      await sql`create table marks (id int primary key, who text not null)`.execute(handle.db);
      await sql`insert into marks values (1, 'first')`.execute(handle.db);
      const all = () => sql<Record<string, unknown>>`select * from marks where id = ${1}`.execute(handle.db);
      expect((await all()).rows).toEqual([{ id: 1, who: 'first' }]);
      expect((await all()).rows).toEqual([{ id: 1, who: 'first' }]);
      await sql`alter table marks add column seen boolean not null default false`.execute(handle.db);
      expect((await all()).rows).toEqual([{ id: 1, who: 'first', seen: false }]);
      // A run that fails leaves the statement usable; a text PGlite cannot parse is refused, and the next runs.
      const inverse = (n: number) => sql<{ inverse: number }>`select 1 / ${n}::int as inverse`.execute(handle.db);
      expect((await inverse(1)).rows).toEqual([{ inverse: 1 }]);
      await expect(inverse(0)).rejects.toThrow('division by zero');
      expect((await inverse(1)).rows).toEqual([{ inverse: 1 }]);
      await expect(sql`select from where ${1}`.execute(handle.db)).rejects.toThrow('syntax error');
      expect((await all()).rows).toEqual([{ id: 1, who: 'first', seen: false }]);
    } finally {
      await handle.close();
    }
  });

  it("tells /metrics where its session's time went: running statements, or held idle inside a transaction", async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' }, options);
    const metrics = new StoreMetrics({ instanceId: 'unit', pgliteSessionTime: handle.sessionTime }, { warn: () => {} });
    const seconds = async (state: string) => {
      const text = await metrics.registry.metrics();
      const line = text
        .split('\n')
        .find((candidate) => candidate.startsWith(`store_pglite_session_seconds{state="${state}"`));
      return Number(line?.split(' ').at(-1));
    };
    try {
      const before = { executing: await seconds('executing'), idle: await seconds('held_idle') };
      await sql`create table marks (who text not null)`.execute(handle.db);
      await handle.db.transaction().execute(async (trx) => {
        await sql`insert into marks (who) values ('first')`.execute(trx);
        // The API busy elsewhere before its next statement: every other connection waits meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`insert into marks (who) values ('second')`.execute(trx);
      });
      const idle = (await seconds('held_idle')) - before.idle;
      expect(idle).toBeGreaterThanOrEqual(0.19);
      expect(idle).toBeLessThan(1);
      expect(await seconds('executing')).toBeGreaterThan(before.executing);
    } finally {
      await handle.close();
    }
    // A closed thread answers no reading: the scrape leaves the gauge out instead of showing a stale one.
    await expect(handle.sessionTime?.()).rejects.toThrow('The PGlite thread has ended');
  });

  it('rolls back the transaction of a client that went away, and serves the others', async () => {
    const marks = await marksLeftBy(async (handle) => {
      const gone = await clientOf(handle);
      await gone.query('begin');
      await gone.query("insert into marks (who) values ('never committed')");
      // The others wait for the session while the transaction is open...
      const other = sql`insert into marks (who) values ('committed')`.execute(handle.db);
      // ...until its client ends without a COMMIT (as a killed process would).
      await gone.end();
      await other;
    });
    expect(marks).toEqual(['committed']);
  });

  it('serves the others between a begin and the first statement of its transaction', async () => {
    const marks = await marksLeftBy((handle) =>
      withClient(handle, async (client) => {
        await client.query('begin');
        // Answered while the transaction has run nothing yet: the session is not held for it.
        await sql`insert into marks (who) values ('between')`.execute(handle.db);
        await client.query("insert into marks (who) values ('rolled back')");
        // Inside the transaction, which began with that statement: it sees its own write and the one before.
        const inside = await client.query<{ who: string }>('select who from marks order by who');
        expect(inside.rows).toEqual([{ who: 'between' }, { who: 'rolled back' }]);
        await client.query('rollback');
        // An empty transaction, begun and committed.
        await client.query('begin');
        await client.query('commit');
      }),
    );
    expect(marks).toEqual(['between']);
  });

  it('ends a transaction that failed after its deferred begin, and never lets the others into it', async () => {
    const marks = await marksLeftBy((handle) =>
      withClient(handle, async (client) => {
        for (const failing of ['select 1 / 0', 'selec 1']) {
          await client.query('begin');
          // The first statement, run just after the begin PGlite was kept, fails: the transaction is aborted...
          await expect(client.query(failing)).rejects.toThrow(/division by zero|syntax error/);
          // ...and holds the session: another client's write waits for its end, outside it.
          const other = sql`insert into marks (who) values ('outside')`.execute(handle.db);
          await expect(client.query('select 1')).rejects.toThrow('current transaction is aborted');
          await client.query('rollback');
          await other;
        }
        // The same with a statement sent with parameters (Parse, Bind, Execute, Sync).
        await client.query('begin');
        await expect(client.query('select 1 / $1::int', [0])).rejects.toThrow('division by zero');
        await client.query('rollback');
        await client.query('begin');
        await client.query('insert into marks (who) values ($1)', ['committed']);
        await client.query('commit');
      }),
    );
    expect(marks).toEqual(['committed', 'outside', 'outside']);
  });

  it("forgets the deferred begin of a client that went away, and runs the next client's alone", async () => {
    const marks = await marksLeftBy(async (handle) => {
      const gone = await clientOf(handle);
      await gone.query('begin');
      await gone.end();
      await withClient(handle, async (next) => {
        await next.query('begin');
        await next.query("insert into marks (who) values ('rolled back')");
        await next.query('rollback');
        // Outside any transaction again: a statement commits at once, as the others see.
        await next.query("insert into marks (who) values ('committed')");
      });
    });
    expect(marks).toEqual(['committed']);
  });

  it('answers a deferred begin followed by a Sync alone, or sent with its first statement, as PostgreSQL does', async () => {
    const marks = await marksLeftBy(async (handle) => {
      const wire = await WireClient.connect(
        `${String(handle.pool.options.host)}/.s.PGSQL.${String(handle.pool.options.port)}`,
      );
      try {
        // ReadyForQuery's status after each: I idle, T in a transaction block, E in a failed one.
        expect(await wire.send(query('begin'))).toBe('T');
        expect(await wire.send(SYNC)).toBe('T');
        expect(await wire.send(...extended("insert into marks (who) values ('kept')"))).toBe('T');
        expect(await wire.send(query('commit'))).toBe('I');
        // The begin and its first statement in one write: two answers, the statement's inside the transaction.
        expect(await wire.send(query('begin'), ...extended("insert into marks (who) values ('gone')"))).toBe('T');
        expect(await wire.send(query('rollback'))).toBe('I');
        expect(await wire.send(query('begin'))).toBe('T');
        expect(await wire.send(...extended('select 1 / 0'))).toBe('E');
        expect(await wire.send(query('rollback'))).toBe('I');
      } finally {
        wire.end();
      }
    });
    expect(marks).toEqual(['kept']);
  });

  it('runs many transactions at once, empty, failing, rolled back or committed, each alone', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' }, options);
    try {
      await sql`create table counter (n int not null)`.execute(handle.db);
      await sql`insert into counter (n) values (0)`.execute(handle.db);
      const transactions = Array.from({ length: 200 }, (_, i) =>
        handle.db
          .transaction()
          .execute(async (trx) => {
            if (i % 7 === 0) return 'empty';
            if (i % 11 === 0) throw new Error('failed before its first statement');
            const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
            // Alone in the session: nobody else's write lands between this read and the write below.
            await new Promise((resolve) => setTimeout(resolve, i % 3));
            await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
            if (i % 5 === 0) await sql`select 1 / 0`.execute(trx);
            if (i % 3 === 0) throw new Error('failed after its statements');
            return 'committed';
          })
          .catch(() => 'rolled back'),
      );
      const outcomes = await Promise.all(transactions);
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(handle.db);
      expect(rows).toEqual([{ n: outcomes.filter((outcome) => outcome === 'committed').length }]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("keeps the API's event loop free while a long query runs", async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' }, options);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    try {
      await sql`select 1`.execute(handle.db);
      delay.enable();
      const started = performance.now();
      await sql`select count(*) from generate_series(1, 3000000) as n where n % 7 = 0`.execute(handle.db);
      const took = performance.now() - started;
      delay.disable();
      // The query is long (hundreds of ms in WASM), and the loop here waited a small part of it at most.
      expect(took).toBeGreaterThan(200);
      expect(delay.max / 1e6).toBeLessThan(Math.max(100, took / 4));
    } finally {
      await handle.close();
    }
  });

  it('keeps its data dir locked while open, and what it committed after a close and a reopen', async () => {
    const dataDir = path.join(root, 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir }, options);
    try {
      expect(first.description).toBe(`PGlite in ${dataDir}, on its own thread`);
      await sql`create table kept (n int)`.execute(first.db);
      await sql`insert into kept values (42)`.execute(first.db);
      // The lock names this process (a second process is refused: dataDirLock.test.ts, secondServerProcess.test.ts).
      const owner: unknown = JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'));
      expect(owner).toMatchObject({ pid: process.pid });
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again: DatabaseHandle = await openDatabase({ kind: 'pglite', dataDir }, options);
    try {
      const { rows } = await sql<{ n: number }>`select n from kept`.execute(again.db);
      expect(rows).toEqual([{ n: 42 }]);
    } finally {
      await again.close();
    }
  });
});

/** A message of the wire protocol: its type, its length (which counts itself), its body. */
function wireMessage(type: string, body: Buffer): Buffer {
  const bytes = Buffer.alloc(5 + body.length);
  bytes.write(type, 0, 'latin1');
  bytes.writeInt32BE(4 + body.length, 1);
  body.copy(bytes, 5);
  return bytes;
}

const SYNC = wireMessage('S', Buffer.alloc(0));

function query(text: string): Buffer {
  return wireMessage('Q', Buffer.from(`${text}\0`));
}

/** A statement as node-postgres sends one with parameters: Parse, Bind, Execute of the unnamed statement, Sync. */
function extended(text: string): Buffer[] {
  return [
    wireMessage('P', Buffer.concat([Buffer.from(`\0${text}\0`), Buffer.from([0, 0])])),
    // No portal name, the unnamed statement, no parameter formats, no parameters, no result formats.
    wireMessage('B', Buffer.from([0, 0, 0, 0, 0, 0, 0, 0])),
    wireMessage('E', Buffer.from([0, 0, 0, 0, 0])),
    SYNC,
  ];
}

/** A client of the wire protocol itself, for what node-postgres never sends (a Sync alone, messages in one write). */
class WireClient {
  private received = Buffer.alloc(0);
  private readies: string[] = [];
  private wake: () => void = () => undefined;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      // Whole messages only; ReadyForQuery ('Z') ends each answer, with the transaction status as its body.
      while (this.received.length >= 5) {
        const length = 1 + this.received.readInt32BE(1);
        if (this.received.length < length) break;
        if (this.received[0] === 0x5a) this.readies.push(String.fromCharCode(this.received[5] ?? 0));
        this.received = this.received.subarray(length);
      }
      this.wake();
    });
  }

  static async connect(socketPath: string): Promise<WireClient> {
    const socket = createConnection(socketPath);
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const client = new WireClient(socket);
    const parameters = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8 + parameters.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196608, 4);
    parameters.copy(startup, 8);
    await client.exchange(startup, 1);
    return client;
  }

  /** Sends the messages in one write; the status of the last ReadyForQuery once one came for each Sync or Query. */
  send(...messages: Buffer[]): Promise<string> {
    const answers = messages.filter((bytes) => bytes[0] === 0x53 || bytes[0] === 0x51).length;
    return this.exchange(Buffer.concat(messages), answers);
  }

  private async exchange(bytes: Buffer, answers: number): Promise<string> {
    this.readies = [];
    this.socket.write(bytes);
    const deadline = Date.now() + 10_000;
    while (this.readies.length < answers) {
      if (Date.now() > deadline) throw new Error(`${answers - this.readies.length} answers never came`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 100);
      });
    }
    return this.readies[this.readies.length - 1] ?? '';
  }

  end(): void {
    this.socket.destroy();
  }
}
