import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { bundleDirFor, bundleServer } from '../testing/bundleServer';
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
    const handle = await openDatabase({ kind: 'pglite-memory' }, options);
    try {
      await sql`create table marks (who text not null)`.execute(handle.db);
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
      const { rows } = await sql<{ who: string }>`select who from marks`.execute(handle.db);
      expect(rows).toEqual([{ who: 'committed' }]);
    } finally {
      await handle.close();
    }
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

  it('rolls back the transaction of a client that went away, and serves the others', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' }, options);
    try {
      await sql`create table marks (who text not null)`.execute(handle.db);
      const { host, port } = handle.pool.options;
      const gone = new pg.Client({ host, port, user: 'postgres', database: 'postgres' });
      await gone.connect();
      await gone.query('begin');
      await gone.query("insert into marks (who) values ('never committed')");
      // The others wait for the session while the transaction is open...
      const other = sql`insert into marks (who) values ('committed')`.execute(handle.db);
      // ...until its client ends without a COMMIT (as a killed process would).
      await gone.end();
      await other;
      const { rows } = await sql<{ who: string }>`select who from marks`.execute(handle.db);
      expect(rows).toEqual([{ who: 'committed' }]);
    } finally {
      await handle.close();
    }
  });

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
