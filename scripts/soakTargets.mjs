// What the soak runs against, and the outages it causes in its second phase:
// - 'pglite': one API process on a throw-away PGlite data dir (the embedded default); SIGKILLed and restarted.
// - 'postgres': one API process on a private, throw-away PostgreSQL; SIGKILLed and restarted, then PostgreSQL
//   restarted with a fast shutdown.
// - 'cluster': N API instances on that PostgreSQL and a private Redis, behind HAProxy (scripts/cluster/); one
//   instance SIGKILLed and restarted, then PostgreSQL restarted with a fast shutdown, while the others serve.
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiInstance } from './cluster/apiInstance.mjs';
import { portRange } from './cluster/ports.mjs';
import { PostgresServer } from './cluster/postgresServer.mjs';
import { startCluster } from './cluster/startCluster.mjs';
import { ApiProcess, sparePort } from './soakApiProcess.mjs';

/**
 * The soak's own ports (5300-5399, clear of `npm start`'s 3000-3005, the e2e suite's 4000-4005 and the bench's
 * 5400-5699): the upper part, as a PGlite soak takes the first free one from 5300.
 */
const SOAK_PORTS = /** @type {const} */ ([5340, 5399]);

/**
 * What an API of the soak gets: the defaults a first `npm start` has (the development outbox, the local card test
 * provider), quieter logs.
 */
const API_ENV = {
  LOG_LEVEL: 'warn',
  SMTP_URL: '',
  DEV_OUTBOX: '1',
  STRIPE_SECRET_KEY: '',
  STRIPE_PUBLISHABLE_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  SHELL_DIST_DIR: '',
};

/**
 * One outage the soak caused: from `startedAt` until `endedAt` (ms since the epoch) the store may fail requests.
 * @typedef {{ what: string, startedAt: number, endedAt: number }} Outage
 */

/**
 * @typedef {object} OutagePlan
 * @property {string} description
 * @property {(context: { startedAt: number, token: string }) => Promise<Outage[]>} run the outages, timed from the
 *   phase's start; `token` signs a shopper in, for a database read through each instance
 */

/**
 * @typedef {object} SoakTarget
 * @property {string} base where shoppers send their requests
 * @property {string} description
 * @property {number} firstStartMs
 * @property {string[]} logFiles the API processes' logs
 * @property {OutagePlan} outages
 * @property {() => string[]} seedProblems the seeding went wrong: more than one process seeded, or none
 * @property {() => string[]} crashes API processes that exited when nobody stopped or killed them
 * @property {() => Promise<void>} stop
 * @property {boolean} balanced requests go through a load balancer
 * @property {() => number[]} apiPids the API processes running now (soakCpu.mjs reads their CPU time)
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {number} at ms since the epoch */
const sleepUntil = (at) => sleep(Math.max(0, at - Date.now()));
/** @param {number} ms */
const secondsText = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The single PGlite API, killed `killAfterSeconds` into the phase and restarted on the same data dir.
 * @param {{ apiDir: string, workDir: string, killAfterSeconds: number }} options
 * @returns {Promise<SoakTarget>}
 */
export async function startPgliteTarget({ apiDir, workDir, killAfterSeconds }) {
  const logFile = path.join(workDir, 'api.log');
  const api = new ApiProcess({ apiDir, port: await sparePort(), dataDir: path.join(workDir, 'db'), logFile });
  const firstStartMs = await api.start();
  return {
    base: api.base,
    description: `one API process on PGlite at ${api.base}, a fresh data dir in ${workDir}`,
    firstStartMs,
    logFiles: [logFile],
    balanced: false,
    outages: {
      description: `the API SIGKILLed ${killAfterSeconds} s in and restarted on the same data dir`,
      async run({ startedAt }) {
        await sleepUntil(startedAt + killAfterSeconds * 1000);
        const killedAt = Date.now();
        await api.kill();
        const restartMs = await api.start();
        console.log(`  killed the API with SIGKILL and restarted it: answering again in ${secondsText(restartMs)}`);
        return [{ what: 'the API: SIGKILL, started again', startedAt: killedAt, endedAt: Date.now() }];
      },
    },
    seedProblems: () => [],
    apiPids: () => (api.child?.pid === undefined ? [] : [api.child.pid]),
    // A crash of the one process shows as failures outside the outage.
    crashes: () => [],
    async stop() {
      await api.stop();
      await api.closeLog();
    },
  };
}

/**
 * Resolves once `instance` answers a request that reads the database (the signed-in shopper's cart), asked directly,
 * or once it is no longer running (a crash: the soak reports it).
 * @param {ApiInstance} instance
 * @param {string} token
 */
async function answersFromDatabase(instance, token, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && instance.running) {
    try {
      const response = await fetch(`${instance.base}/api/user/cart`, {
        headers: { token },
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  if (instance.running) throw new Error(`${instance.name} did not read the database within ${timeoutMs / 1000} s`);
}

/**
 * Lines saying an instance seeded the catalogue: exactly one over the store's life, however many started at once.
 * @param {string[]} logFiles
 */
function seedProblemsIn(logFiles) {
  const seeded = logFiles.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('Seeded the catalogue'))
      .map((line) => `${path.basename(file, '.log')}: ${line}`),
  );
  return seeded.length === 1 ? [] : [`${seeded.length} seedings: ${seeded.join('; ')}`];
}

/**
 * API instances on a private PostgreSQL: one alone ('postgres'), or `instances` behind HAProxy with a private
 * Redis ('cluster'). The outages: an instance SIGKILLed `killAfterSeconds` into the phase and started again, then
 * PostgreSQL restarted (fast shutdown) `restartDatabaseAfterSeconds` in.
 * @param {{ mode: 'postgres' | 'cluster', instances: number, apiDir: string, workDir: string,
 *   killAfterSeconds: number, restartDatabaseAfterSeconds: number }} options
 * @returns {Promise<SoakTarget>}
 */
export async function startPostgresTarget(options) {
  const { mode, apiDir, workDir } = options;
  const ports = portRange(...SOAK_PORTS);
  /** @param {string} name */
  const logFileOf = (name) => path.join(workDir, `${name}.log`);
  /** @type {Map<string, import('node:fs').WriteStream>} */
  const logs = new Map();
  /** @param {string} name */
  const outputFor = (name) => {
    const stream = createWriteStream(logFileOf(name), { flags: 'a' });
    logs.set(name, stream);
    return stream;
  };
  const closeLogs = () =>
    Promise.all([...logs.values()].map((stream) => new Promise((resolve) => stream.end(resolve))));

  const started = performance.now();
  /** @type {ApiInstance[]} */
  let instances;
  /** @type {PostgresServer} */
  let postgres;
  /** @type {string} */
  let base;
  /** @type {string} */
  let description;
  /** @type {() => Promise<void>} */
  let stopStore;
  if (mode === 'cluster') {
    const cluster = await startCluster({
      instances: options.instances,
      port: await ports.next(),
      ports,
      apiDir,
      workDir,
      apiEnv: API_ENV,
      outputFor,
      log: (line) => console.log(`  ${line}`),
    });
    if (!cluster.postgres) throw new Error('not reached: the soak starts its own PostgreSQL');
    ({ instances, postgres } = cluster);
    base = cluster.url;
    description = `${instances.length} API instances on PostgreSQL and Redis behind HAProxy at ${base} (logs in ${workDir})`;
    stopStore = cluster.stop;
  } else {
    postgres = new PostgresServer({ dataDir: path.join(workDir, 'postgres'), port: await ports.next() });
    await postgres.start();
    const instance = new ApiInstance({
      name: 'api',
      apiDir,
      port: await ports.next(),
      env: { ...API_ENV, DATABASE_URL: postgres.url, REDIS_URL: '', INSTANCE_ID: 'api' },
      output: outputFor('api'),
    });
    instances = [instance];
    try {
      await instance.start();
    } catch (error) {
      await postgres.stop();
      throw error;
    }
    base = instance.base;
    description = `one API process on PostgreSQL at ${base} (logs in ${workDir})`;
    stopStore = async () => {
      await instance.stop();
      await postgres.stop();
    };
  }
  const firstStartMs = performance.now() - started;
  // The instance killed: the second of a cluster (any would do), the only one otherwise.
  const victim = instances[Math.min(1, instances.length - 1)];
  if (victim === undefined) throw new Error('not reached: at least one instance');

  return {
    base,
    description,
    firstStartMs,
    logFiles: instances.map((instance) => logFileOf(instance.name)),
    balanced: mode === 'cluster',
    outages: {
      description: `${victim.name} SIGKILLed ${options.killAfterSeconds} s in and started again; PostgreSQL restarted (pg_ctl -m fast restart) ${options.restartDatabaseAfterSeconds} s in`,
      async run({ startedAt, token }) {
        /** @type {Outage[]} */
        const outages = [];
        await sleepUntil(startedAt + options.killAfterSeconds * 1000);
        const killedAt = Date.now();
        await victim.kill();
        const restartMs = await victim.start();
        outages.push({ what: `${victim.name}: SIGKILL, started again`, startedAt: killedAt, endedAt: Date.now() });
        console.log(`  ${victim.name} SIGKILLed and started again: answering in ${secondsText(restartMs)}`);

        await sleepUntil(startedAt + options.restartDatabaseAfterSeconds * 1000);
        const restartedAt = Date.now();
        await postgres.restart();
        const databaseUpAt = Date.now();
        // Over once every instance reads the database again: its pool has let go of the ended connections. One that
        // crashed meanwhile is not waited for (nor started again): the soak fails, naming it.
        await Promise.all(instances.map((instance) => answersFromDatabase(instance, token)));
        outages.push({ what: 'PostgreSQL: fast restart', startedAt: restartedAt, endedAt: Date.now() });
        console.log(
          `  PostgreSQL restarted (fast shutdown) in ${secondsText(databaseUpAt - restartedAt)}; every running instance read it again ${secondsText(Date.now() - databaseUpAt)} later`,
        );
        return outages;
      },
    },
    apiPids: () => instances.flatMap((instance) => (instance.child?.pid === undefined ? [] : [instance.child.pid])),
    seedProblems: () => seedProblemsIn(instances.map((instance) => logFileOf(instance.name))),
    crashes: () =>
      instances.flatMap((instance) =>
        instance.crashes.map(
          (crash) =>
            `${instance.name} exited (${crash.signal ?? `code ${crash.code}`}) at ${new Date(crash.at).toISOString()}: see ${logFileOf(instance.name)}`,
        ),
      ),
    async stop() {
      await stopStore();
      await closeLogs();
    },
  };
}
