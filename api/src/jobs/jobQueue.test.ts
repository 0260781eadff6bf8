import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/openDatabase';
import { PGLITE_TEST_DATABASE, TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';
import { inlineJobQueue, startPgBossQueue, type JobQueue } from './jobQueue';

const RETRY = { retryLimit: 3, retryDelaySeconds: 1 };

function numberOf(data: unknown): number {
  if (typeof data !== 'object' || data === null || !('n' in data) || typeof data.n !== 'number') {
    throw new Error(`not a numbered job: ${JSON.stringify(data)}`);
  }
  return data.n;
}

describe.each(TEST_DATABASES)('the job queue on %s', (_name, database) => {
  let handle: DatabaseHandle;
  const queues: JobQueue[] = [];
  const errors: unknown[] = [];
  const start = async () => {
    const queue = await startPgBossQueue(handle.pool, {
      pollingIntervalSeconds: 0.5,
      onError: (error) => errors.push(error),
    });
    queues.push(queue);
    return queue;
  };

  beforeEach(async () => {
    handle = await database.open();
    errors.length = 0;
  });

  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    await handle.close();
  });

  it('runs each job once, however many workers take from the queue', async () => {
    // Two queues on one database, as two API processes have.
    const [one, other] = [await start(), await start()];
    const runs: Array<{ by: string; n: number }> = [];
    await one.work('count-me', RETRY, async (data) => void runs.push({ by: 'one', n: numberOf(data) }));
    await other.work('count-me', RETRY, async (data) => void runs.push({ by: 'other', n: numberOf(data) }));
    for (let n = 0; n < 20; n++) await (n % 2 ? one : other).send('count-me', { n });

    await waitFor(() => runs.length >= 20, { timeoutMs: 30_000, what: 'twenty jobs to run' });
    // Time for any job to run a second time, were it taken twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(errors).toEqual([]);
  });

  it('runs waiting jobs one after another, not one per polling interval', async () => {
    const queue = await startPgBossQueue(handle.pool, { pollingIntervalSeconds: 2, onError: (e) => errors.push(e) });
    queues.push(queue);
    const runs: number[] = [];
    await queue.work('backlog', RETRY, async (data) => void runs.push(numberOf(data)));
    for (let n = 0; n < 10; n++) await queue.send('backlog', { n });

    await waitFor(() => runs.length >= 1, { timeoutMs: 10_000, what: 'the first job' });
    // One job an interval would take 18 s for the other nine; they run within less than two intervals.
    await waitFor(() => runs.length >= 10, { timeoutMs: 3_000, what: 'the nine others, one after another' });
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, n) => n));
    expect(errors).toEqual([]);
  });

  it('stores a job sent in a transaction with it: there after a commit, never after a rollback', async () => {
    const queue = await start();
    const runs: number[] = [];
    await queue.work('in-step', RETRY, async (data) => void runs.push(numberOf(data)));
    // A table of the test's own: the queue's database holds only pg-boss's tables.
    await sql`create table in_step (id int primary key, name text not null)`.execute(handle.db);
    await sql`insert into in_step values (1, 'Before')`.execute(handle.db);
    const rename = (name: string, n: number, fail: boolean) =>
      queue.transaction(handle.db, async (trx, jobs) => {
        await sql`update in_step set name = ${name} where id = 1`.execute(trx);
        await jobs.send('in-step', { n });
        // A failure after the send (the process dying before its commit is the same to the database).
        if (fail) throw new Error('the transaction fails after the job was sent');
        return name;
      });

    await expect(rename('Rolled back', 1, true)).rejects.toThrow('the transaction fails after the job was sent');
    await expect(rename('Committed', 2, false)).resolves.toBe('Committed');
    // A job for a queue that does not exist is refused, not dropped: the transaction goes with it.
    await expect(
      queue.transaction(handle.db, async (trx, jobs) => {
        await sql`update in_step set name = 'No queue' where id = 1`.execute(trx);
        await jobs.send('no-such-queue', { n: 3 });
      }),
    ).rejects.toThrow('The job no-such-queue was not stored: its queue does not exist');

    await waitFor(() => runs.length >= 1, { timeoutMs: 30_000, what: 'the committed job' });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(runs).toEqual([2]);
    const { rows } = await sql<{ name: string }>`select name from in_step`.execute(handle.db);
    expect(rows).toEqual([{ name: 'Committed' }]);
  });

  it('counts the jobs waiting and running in each queue', async () => {
    const queue = await start();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    await queue.work('held', RETRY, async () => {
      started += 1;
      await held;
    });
    for (let n = 0; n < 4; n++) await queue.send('held', { n });
    await waitFor(() => started === 1, { timeoutMs: 30_000, what: 'the first job to start' });
    const depth = await queue.depth();
    expect(depth.filter((row) => row.queue === 'held')).toEqual([
      { queue: 'held', state: 'created', count: 3 },
      { queue: 'held', state: 'retry', count: 0 },
      { queue: 'held', state: 'active', count: 1 },
    ]);
    release();
    await waitFor(async () => (await queue.depth()).every((row) => row.queue !== 'held' || row.count === 0), {
      timeoutMs: 30_000,
      what: 'the queue to empty',
    });
  });

  it('tries a failed job again, and again, until it succeeds', async () => {
    const queue = await start();
    const attempts: number[] = [];
    await queue.work('flaky', RETRY, async (data) => {
      attempts.push(numberOf(data));
      if (attempts.length < 3) throw new Error(`the mail server is down (attempt ${attempts.length})`);
    });
    await queue.send('flaky', { n: 7 });

    await waitFor(() => attempts.length >= 3, { timeoutMs: 30_000, what: 'the third attempt' });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(attempts).toEqual([7, 7, 7]);
    expect(errors.map((error) => (error instanceof Error ? error.message : error))).toEqual([
      'the mail server is down (attempt 1)',
      'the mail server is down (attempt 2)',
    ]);
  });
});

describe('the inline job queue (an API without a database queue)', () => {
  it('runs a job before send answers, with its data as JSON, and reports a failure without throwing', async () => {
    const failures: string[] = [];
    const queue = inlineJobQueue((error, job) => failures.push(`${job.name}: ${String(error)}`));
    const seen: unknown[] = [];
    await queue.work('now', RETRY, async (data) => void seen.push(data));
    await queue.work('broken', RETRY, async () => {
      throw new Error('no mail today');
    });
    await queue.send('now', { at: new Date(0) });
    expect(seen).toEqual([{ at: '1970-01-01T00:00:00.000Z' }]);
    await expect(queue.send('broken', {})).resolves.toBeUndefined();
    expect(failures).toEqual(['broken: Error: no mail today']);
    await expect(queue.send('unknown', {})).rejects.toThrow('No worker for the job unknown');
    expect(await queue.depth()).toEqual([]);
  });

  it("runs a transaction's jobs once it has committed, and none of a transaction that rolled back", async () => {
    const handle = await PGLITE_TEST_DATABASE.open();
    try {
      const queue = inlineJobQueue((error) => {
        throw error;
      });
      const seen: Array<{ n: number; committed: boolean }> = [];
      await queue.work('after-commit', RETRY, async (data) => {
        // Read outside the transaction: only a committed row is there.
        const row = await sql<{ n: number }>`select count(*)::int as n from committed_marks`.execute(handle.db);
        seen.push({ n: numberOf(data), committed: (row.rows[0]?.n ?? 0) > 0 });
      });
      await sql`create table committed_marks (id int)`.execute(handle.db);
      await expect(
        queue.transaction(handle.db, async (_trx, jobs) => {
          await jobs.send('after-commit', { n: 1 });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await queue.transaction(handle.db, async (trx, jobs) => {
        await sql`insert into committed_marks values (1)`.execute(trx);
        await jobs.send('after-commit', { n: 2 });
      });
      expect(seen).toEqual([{ n: 2, committed: true }]);
      await expect(queue.transaction(handle.db, (_trx, jobs) => jobs.send('unknown', {}))).rejects.toThrow(
        'No worker for the job unknown',
      );
    } finally {
      await handle.close();
    }
  });
});
