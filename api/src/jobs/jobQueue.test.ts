import type { DatabaseHandle } from '../db/openDatabase';
import { TEST_DATABASES } from '../testing/testDatabases';
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
  });
});
