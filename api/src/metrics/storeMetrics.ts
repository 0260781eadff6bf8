import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SessionTime } from '../db/pgliteWorkerMessages';

/** How the API's metrics are set up (AppOptions.metrics). */
export interface MetricsOptions {
  /** The `api_instance` label on every series (INSTANCE_ID); `<hostname>-<pid>` when unset. */
  instanceId?: string | null;
  /** A bearer token that may read /metrics from anywhere (METRICS_TOKEN); null: loopback clients only. */
  token?: string | null;
  /**
   * Node's own metrics (CPU, memory, event-loop lag, GC, handles): on for the server. Off by default because
   * they belong to the process, not to one app, and the test suites build hundreds of apps in one process.
   */
  processMetrics?: boolean;
  /** The database's connection pool, when the caller has it (a pg.Pool fits as it is). */
  databasePool?: PoolCounts | null;
  /** PGlite on its own thread: where its one session's time goes (DatabaseHandle.sessionTime). */
  pgliteSessionTime?: (() => Promise<SessionTime>) | null;
}

/** What pg.Pool tells of itself (the PGlite adapter's pool too: connections to the one in-process PGlite). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** One value of a gauge read at scrape time, with its labels (when the gauge has label names). */
export interface GaugeReading {
  labels?: Readonly<Record<string, string>>;
  value: number;
}

export interface GaugeDefinition {
  /** A Prometheus metric name: `store_` then snake case, e.g. `store_job_queue_depth`. */
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** Read at every scrape: one number (no labels), or one reading per label set. */
  read: () => number | readonly GaugeReading[] | Promise<number | readonly GaugeReading[]>;
}

/** One queue's jobs in one state, as the job queue counts them (pg-boss, graphile-worker...). */
export interface JobQueueDepth {
  /** The queue (or task) name: a fixed name from the code, never user input. */
  queue: string;
  /** e.g. 'queued', 'active', 'retry', 'failed': the queue library's own states. */
  state: string;
  count: number;
}

/** A scrape must answer even when a reading hangs (a database that is down): such a gauge is left out instead. */
const READ_TIME_LIMIT_MS = 2000;

/** Latencies from 5 ms to 10 s: the store's goals (p99 <= 250 ms, 500 ms) fall between buckets' edges. */
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function withTimeLimit<T>(work: Promise<T>, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} was not read within ${READ_TIME_LIMIT_MS} ms`)),
      READ_TIME_LIMIT_MS,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** `<hostname>-<pid>`: tells apart two instances on one machine and one instance restarted. */
export function defaultInstanceId(): string {
  return `${os.hostname()}-${process.pid}`;
}

/**
 * The API's metrics, one registry per app (never prom-client's global one: two apps in one process, as in the
 * tests, would register the same names twice). Every series carries the `api_instance` label.
 */
export class StoreMetrics {
  readonly registry = new Registry();
  readonly instanceId: string;

  /** Requests answered, by method, route pattern and status. */
  readonly requests: Counter<'method' | 'route' | 'status'>;
  /** Time to answer, by method and route pattern (no status: that would multiply the buckets). */
  readonly requestDuration: Histogram<'method' | 'route'>;
  /** Answers with a 5xx status: the API's own failures. */
  readonly requestErrors: Counter<'method' | 'route' | 'status'>;
  /** Answers with 429: a rate limit (or sign-in throttle) refused the request. */
  readonly rateLimited: Counter<'method' | 'route'>;

  constructor(
    options: MetricsOptions,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.instanceId = options.instanceId ?? defaultInstanceId();
    this.registry.setDefaultLabels({ api_instance: this.instanceId });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'store_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestDuration = new Histogram({
      name: 'store_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS_SECONDS,
      registers,
    });
    this.requestErrors = new Counter({
      name: 'store_http_request_errors_total',
      help: 'Requests answered with a server error (5xx), by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.rateLimited = new Counter({
      name: 'store_http_rate_limited_total',
      help: 'Requests refused by a rate limit or sign-in throttle (answered 429), by method and route pattern.',
      labelNames: ['method', 'route'],
      registers,
    });
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    if (options.databasePool) this.registerDatabasePool(options.databasePool);
    if (options.pgliteSessionTime) this.registerPgliteSessionTime(options.pgliteSessionTime);
  }

  /**
   * A gauge read at every scrape: for what others own and only they can count (a job queue's depth, a cache's
   * size). A reading that fails or takes over 2 s leaves the gauge out of that scrape (and is logged), so a
   * database that is down cannot make /metrics fail or hang.
   */
  registerGauge({ name, help, labelNames = [], read }: GaugeDefinition): void {
    const log = this.log;
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const reading = await withTimeLimit(Promise.resolve(read()), name);
          if (typeof reading === 'number') {
            this.set(reading);
            return;
          }
          for (const { labels = {}, value } of reading) this.set(labels, value);
        } catch (error) {
          // No value rather than a made-up one: a gauge without labels would otherwise show 0.
          if (labelNames.length === 0) this.remove({});
          log.warn({ err: error, metric: name }, 'A metric could not be read for /metrics');
        }
      },
    });
  }

  /**
   * `store_job_queue_depth{queue, state}`: jobs waiting or running in the job queue, read at every scrape.
   * For the job queue's owner: `app.metrics.registerJobQueueDepth(async () => [{ queue, state, count }, ...])`.
   */
  registerJobQueueDepth(read: () => Promise<readonly JobQueueDepth[]>): void {
    this.registerGauge({
      name: 'store_job_queue_depth',
      help: 'Jobs in the job queue, by queue and state.',
      labelNames: ['queue', 'state'],
      read: async () => (await read()).map(({ queue, state, count }) => ({ labels: { queue, state }, value: count })),
    });
  }

  /**
   * `store_db_pool_connections{state="total"|"idle"}` and `store_db_pool_waiting_requests`. Over PGlite the
   * pool's connections lead to the one in-process database, which runs one query at a time: waiting requests are
   * then the queries queued for it, which is the figure that matters there.
   */
  registerDatabasePool(pool: PoolCounts): void {
    this.registerGauge({
      name: 'store_db_pool_connections',
      help: 'Connections of the database pool: all of them (total) and those not in use (idle).',
      labelNames: ['state'],
      read: () => [
        { labels: { state: 'total' }, value: pool.totalCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
      ],
    });
    this.registerGauge({
      name: 'store_db_pool_waiting_requests',
      help: 'Queries waiting for a connection of the database pool.',
      read: () => pool.waitingCount,
    });
  }

  /**
   * `store_pglite_session_seconds{state="executing"|"held_idle"}`: PGlite is one session, and every query of the
   * store waits its turn for it. Seconds since the API started that it ran statements, or was held idle by a
   * transaction between two of its statements; the rate of their sum near 1 says the embedded database is the
   * store's limit, and the time for `DATABASE_URL` (docs/decisions/checkout-soak.md).
   */
  registerPgliteSessionTime(read: () => Promise<SessionTime>): void {
    this.registerGauge({
      name: 'store_pglite_session_seconds',
      help: "Seconds PGlite's one session has spent since the API started, running statements (executing) or held idle by a transaction waiting for its next statement (held_idle).",
      labelNames: ['state'],
      read: async () => {
        const time = await read();
        return [
          { labels: { state: 'executing' }, value: time.executingSeconds },
          { labels: { state: 'held_idle' }, value: time.heldIdleSeconds },
        ];
      },
    });
  }
}
