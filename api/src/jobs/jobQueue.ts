import PgBoss from 'pg-boss';
import type pg from 'pg';

/** A job's work: it gets the job's data as stored (JSON, checked by the handler) and throws to be tried again. */
export type JobHandler = (data: unknown) => Promise<void>;

export interface RetryPolicy {
  /** Tries after the first; a job that fails them all is kept as failed (in pg-boss's tables) for a person to see. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
}

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
      await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data);
          } catch (error) {
            options.onError(error, { name, id: job.id });
            throw error;
          }
        }
      });
    },
    async send(name, data) {
      await boss.send(name, data);
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
    async schedule() {},
    async stop() {
      handlers.clear();
    },
  };
}
