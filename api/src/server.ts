import type { FastifyBaseLogger } from 'fastify';
import { fileURLToPath } from 'node:url';
import { seedDemoShopper } from './accounts/demoShopper';
import { configuredSocialVerifiers } from './accounts/socialVerifiers';
import { buildApp } from './app';
import { requestLogFields } from './http/requestLogFields';
import { createCachedCatalog, warmCatalog } from './catalog/cachedCatalog';
import { PlanSearchThread } from './catalog/search/PlanSearchThread';
import { ConfigError, loadConfig } from './config/apiConfig';
import { DataDirLockedError } from './db/dataDirLock';
import { migrateToLatest } from './db/migrateToLatest';
import { openDatabase } from './db/openDatabase';
import { startPgBossQueue, type JobQueue } from './jobs/jobQueue';
import { connectSharedState, type SharedState } from './scale/sharedState';
import { seedCatalog } from './seed/seedCatalog';
import { takeStartUpTurn, type StartUpTurn } from './seed/startUpTurn';
import { seedDemoStaff } from './staff/demoStaff';

// Two levels up from both src/server.ts and dist/server.mjs.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

async function main(): Promise<void> {
  const config = loadConfig(process.env, repoRoot);
  const started = performance.now();
  // Built beside server.mjs (build.mjs): PGlite runs on its own thread, off the event loop that answers requests.
  const database = await openDatabase(config.database, {
    pgliteWorkerFile: new URL('./pgliteWorker.mjs', import.meta.url),
    onPgliteLost: (error) => {
      // Nothing can be read or written any more: end, so that whatever supervises the store starts it again.
      console.error('The store API lost its database:', error.message);
      process.exit(1);
    },
  });
  console.log(`Database: ${database.description} (opened in ${seconds(started)})`);
  let shared: SharedState | null = null;
  let jobs: JobQueue | null = null;
  let startUpTurn: StartUpTurn | null = null;
  try {
    // Instances started at once on one PostgreSQL set it up in turn: migrations, seeding, the job queue's queues.
    if (config.database.kind === 'postgres') startUpTurn = await takeStartUpTurn(database.pool);
    await migrateToLatest(database.db);
    const seedStarted = performance.now();
    const seed = await seedCatalog(database.db);
    console.log(
      seed.seeded
        ? `Seeded the catalogue with ${seed.planCount} plans in ${seconds(seedStarted)}`
        : 'Catalogue already seeded',
    );
    if (await seedDemoShopper(database.db)) console.log('Created the demo shopper account (see the README)');
    // Its password is in the README: only a development store (mail kept in the outbox) gets it, never a deployed one.
    if (config.mail.transport === 'dev-outbox' && (await seedDemoStaff(database.db))) {
      console.log('Created the demo staff account (see the README)');
    }

    // Once-only work (receipts after payment, clean-up) in the database's job queue, which every instance works.
    let jobLog: FastifyBaseLogger | null = null;
    const queue = await startPgBossQueue(database.pool, {
      onError: (error, job) =>
        jobLog ? jobLog.error({ err: error, job }, 'a job failed') : console.error('A job failed:', error),
    });
    jobs = queue;
    // What this instance shares with the others of the store (DATABASE_URL, REDIS_URL); its own otherwise.
    const sharing = await connectSharedState(config, (level, message) =>
      level === 'warn' ? console.warn(message) : console.log(message),
    );
    shared = sharing;
    console.log(`Shared state: ${sharing.description}`);
    // Built beside server.mjs (build.mjs): searches run on their own thread, off the event loop.
    const searchThread = new PlanSearchThread(new URL('./planSearchWorker.mjs', import.meta.url));
    const catalog = createCachedCatalog(database.db, {
      ttlMs: 60_000,
      searchThread,
      ...(sharing.catalogueChanges ? { changes: sharing.catalogueChanges } : {}),
    });
    const app = await buildApp({
      db: database.db,
      catalog,
      shellDistDir: config.shellDistDir,
      remotes: config.remotes,
      mail: config.mail,
      accounts: {
        siteUrl: config.publicUrl,
        uploadDir: config.uploadDir,
        photosInDatabase: sharing.photosInDatabase,
        socialVerifiers: configuredSocialVerifiers(config.social),
      },
      socialClientIds: {
        ...(config.social.googleClientId ? { googleClientId: config.social.googleClientId } : {}),
        ...(config.social.facebookAppId && config.social.facebookAppSecret
          ? { facebookAppId: config.social.facebookAppId }
          : {}),
      },
      ...(config.formsInbox ? { content: { inbox: config.formsInbox } } : {}),
      stripePayments: config.stripePayments,
      trustProxy: config.trustProxy,
      counters: sharing.counters,
      jobs: queue,
      // GET /metrics: Node's own figures too (this is the one app of the process), the database pool and PGlite's
      // session.
      metrics: {
        ...config.metrics,
        processMetrics: true,
        databasePool: database.pool,
        pgliteSessionTime: database.sessionTime,
      },
      logger: { level: config.logLevel, serializers: { req: requestLogFields } },
      requestLogging: config.logLevel === 'debug' || config.logLevel === 'trace',
    });
    jobLog = app.log;
    // The queues exist (buildApp registered the jobs): the next instance may set up; warming is each one's own.
    await startUpTurn?.release();
    await warmCatalog(catalog);
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      console.log(`${signal}: closing`);
      await app.close();
      // Running jobs finish (or are given back to the queue) before the database closes.
      await queue.stop();
      await sharing.close();
      await database.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    const where = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
    console.log(`Store API listening on ${where}/api/user/ (started in ${seconds(started)})`);
    if (config.shellDistDir) console.log(`Serving the shell from ${config.shellDistDir} at ${where}/`);
  } catch (error) {
    await startUpTurn?.release();
    await jobs?.stop();
    await shared?.close();
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The store API could not start:', error);
  }
  process.exit(1);
});
