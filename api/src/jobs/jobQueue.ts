import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Database } from '../db/databaseSchema';
import type { JobQueueDepth } from '../metrics/storeMetrics';

/** A job's work: it gets the job's data as stored (JSON, checked by the handler) and throws to be tried again. */
export type JobHandler = (data: unknown) => Promise<void>;

export interface RetryPolicy {
  /** Tries after the first; a job that fails them all is kept as failed (in pg-boss's tables) for a person to see. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
}

/** Sends jobs as part of one database transaction: each is stored by it, so it exists if and only if it commits. */
export interface TransactionJobs {
  send(name: string, data: object): Promise<void>;
}

/** The work of one transaction that may send jobs (JobQueue.transaction). */
export type TransactionWork<T> = (trx: Transaction<Database>, jobs: TransactionJobs) => Promise<T>;

/** The states a job waits or runs in, as /metrics reports them (pg-boss's own names). */
const DEPTH_STATES = ['created', 'retry', 'active'] as const;

/**
 * Work that must happen once however many API processes serve the store: mails after payment, clean-up, anything
 * scheduled. Each job is stored in the database and taken by one process (pg-boss: `FOR UPDATE SKIP LOCKED`), tried
 * again after a failure, and scheduled work is sent once per slot across processes.
 */
export interface JobQueue {
  /** Creates the queue of `name` and takes this process's share of its jobs: before any send or schedule of it. */
  work(name: string, retry: RetryPolicy, handler: JobHandler): Promise<void>;
  /** Stores a job; resolves once it is stored (or, inline, once it ran). */
  send(name: string, data: object): Promise<void>;
  /**
   * Runs `work` in one transaction of `db` (the store's database, which holds the queue), and stores the jobs it
   * sends through `jobs` in that same transaction: a job whose cause committed is never lost to a crash between the
   * commit and the send, and a job whose cause rolled back never exists. (The transactional outbox, with pg-boss's
   * own table as the outbox.) Resolves after the commit, once the inline queue has run them.
   */
  transaction<T>(db: Kysely<Database>, work: TransactionWork<T>): Promise<T>;
  /** Jobs waiting (`created`, `retry`) or running (`active`) in each queue, for /metrics. */
  depth(): Promise<JobQueueDepth[]>;
  /** Sends a job of `name` at every slot of `cron` (UTC), once across processes. */
  schedule(name: string, cron: string): Promise<void>;
  /** Takes no more jobs, waits for the running ones, and stops the queue's own timers. */
  stop(): Promise<void>;
}

export interface PgBossQueueOptions {
  /** How often an idle worker looks for jobs (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
  /** A job that failed (it will be tried again if it has tries left), or an error of the queue itself. */
  onError: (error: unknown, job?: { name: string; id: string }) => void;
}

/** pg-boss answers null, not an error, for a job it did not store (a queue that does not exist): said here. */
function stored(name: string, id: string | null): void {
  if (id === null) throw new Error(`The job ${name} was not stored: its queue does not exist`);
}

/**
 * How long a worker rests between two jobs of a waiting queue: the jobs are background work (receipts, clean-up)
 * and leave the process to the shoppers' requests meanwhile. Up to 10 jobs a second a process: a backlog of a busy
 * hour drains in minutes. Under the soak's load (60-70 orders paid a second), receipts sent at full speed cost the
 * single process a tenth of its answers a second, and the cluster about a third (one run each).
 */
const NEXT_JOB_AFTER_MS = 100;

/** The schema pg-boss keeps its tables in, beside the store's own. */
export const JOB_SCHEMA = 'jobs';

/**
 * The job queue in the store's own database, through the API's pool (PGlite has one connection: a queue with a pool
 * of its own could not reach it). pg-boss polls: it holds no connection of its own while idle.
 */
export async function startPgBossQueue(pool: pg.Pool, options: PgBossQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    // Finished jobs are kept a week, then deleted by pg-boss's own maintenance (run by one process at a time).
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => options.onError(error));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  return {
    async work(name, retry, handler) {
      // Queues are rows (created if missing): every process creates the ones it works, with the same settings, before
      // it sends or schedules a job of them.
      await boss.createQueue(name, {
        name,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
      });
      // pg-boss waits its polling interval after every fetch, even one that found a job: taking one job at a time,
      // a process would run one job an interval (a receipt every 2 s), and a busy hour's receipts would wait for
      // hours. A worker whose job ran looks again NEXT_JOB_AFTER_MS later; only an empty queue (or a failure) waits
      // the interval. Still one job at a time: a batch is completed or failed whole, and a receipt sent must never be
      // sent again.
      // The worker's id is known once work() answers; its first fetch is answered after that.
      let workerId: string | null = null;
      workerId = await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data);
          } catch (error) {
            options.onError(error, { name, id: job.id });
            throw error;
          }
        }
        const id = workerId;
        if (jobs.length > 0 && id !== null) setTimeout(() => boss.notifyWorker(id), NEXT_JOB_AFTER_MS).unref();
      });
    },
    async send(name, data) {
      stored(name, await boss.send(name, data));
    },
    async transaction(db, work) {
      return db.transaction().execute((trx) =>
        work(trx, {
          async send(name, data) {
            // pg-boss's documented way into a caller's transaction: its insert runs on the transaction's connection.
            const id = await boss.send(name, data, {
              db: { executeSql: (text, values) => trx.executeQuery(CompiledQuery.raw(text, values)) },
            });
            stored(name, id);
          },
        }),
      );
    },
    async depth() {
      const queues = await boss.getQueues();
      const depths: JobQueueDepth[] = [];
      for (const { name } of queues) {
        // getQueueSize counts the jobs in the states before the one given (created < retry < active < completed):
        // each state's count is the difference of two. Read by separate statements, a job moving meanwhile could
        // make one negative for a scrape: shown as 0.
        const below = await Promise.all(
          (['retry', 'active', 'completed'] as const).map((before) => boss.getQueueSize(name, { before })),
        );
        let counted = 0;
        DEPTH_STATES.forEach((state, index) => {
          const total = below[index] ?? counted;
          depths.push({ queue: name, state, count: Math.max(0, total - counted) });
          counted = Math.max(counted, total);
        });
      }
      return depths;
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/**
 * Jobs run at once in this process, with no store and no retries: for an API built without a database queue (the
 * route suites), where a job's effect must be there when the request that sent it answers. Schedules do not run.
 */
export function inlineJobQueue(onError: (error: unknown, job: { name: string }) => void): JobQueue {
  const handlers = new Map<string, JobHandler>();
  return {
    async work(name, _retry, handler) {
      handlers.set(name, handler);
    },
    async send(name, data) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`No worker for the job ${name}`);
      // The data as the database queue would hand it over: JSON.
      const stored: unknown = JSON.parse(JSON.stringify(data));
      await handler(stored).catch((error: unknown) => onError(error, { name }));
    },
    async transaction(db, work) {
      const sent: Array<{ name: string; data: object }> = [];
      const result = await db.transaction().execute((trx) =>
        work(trx, {
          async send(name, data) {
            // Refused now, as the database queue refuses a job of a queue it does not have: the transaction rolls back.
            if (!handlers.has(name)) throw new Error(`No worker for the job ${name}`);
            sent.push({ name, data });
          },
        }),
      );
      // Run once committed: a handler reading what the transaction wrote must find it.
      for (const job of sent) await this.send(job.name, job.data);
      return result;
    },
    async depth() {
      // Nothing waits: every job has run before its send answered.
      return [];
    },
    async schedule() {},
    async stop() {
      handlers.clear();
    },
  };
}
