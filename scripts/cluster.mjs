// `npm run cluster`: the store as several API instances behind a load balancer, on this machine. Builds what changed
// (as `npm start` does), starts PostgreSQL and Redis (private servers under .data/cluster/, unless DATABASE_URL and
// REDIS_URL name running ones), N API instances (--instances N, default 3) on ports of their own with the same
// settings, the remotes as `npm start` serves them, and HAProxy in front on one port (--port, default PORT or
// 3000): the same store as `npm start`, stateless instances sharing PostgreSQL and Redis. Ctrl+C stops everything.
//
// Options: --instances N, --port N, --fresh (start the private PostgreSQL from an empty data dir: seeded anew),
// --skip-build (serve the builds there are).
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { portRange } from './cluster/ports.mjs';
import { prefixedConsole } from './cluster/processOutput.mjs';
import { startCluster } from './cluster/startCluster.mjs';
import { createStore } from './storeProcesses.cjs';
import { remotes, root } from './workspace.cjs';

/** @param {string[]} argv */
function readOptions(argv) {
  /** @param {string} flag @param {number} fallback */
  const numberAfter = (flag, fallback) => {
    const index = argv.indexOf(flag);
    if (index < 0) return fallback;
    const value = Number(argv[index + 1]);
    if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`${flag} needs a whole number`);
    return value;
  };
  return {
    instances: numberAfter('--instances', 3),
    port: numberAfter('--port', Number(process.env.PORT ?? 3000)),
    fresh: argv.includes('--fresh'),
    skipBuild: argv.includes('--skip-build'),
  };
}

const workDir = path.join(root, '.data', 'cluster');
/** @type {Awaited<ReturnType<typeof startCluster>> | null} */
let cluster = null;
/** @type {import('./storeProcesses.cjs').Store | null} */
let store = null;
let stopping = false;

async function stopAll() {
  await cluster?.stop();
  await store?.stop();
}

async function shutDown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster…');
  await stopAll();
  process.exit(0);
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);

try {
  const options = readOptions(process.argv.slice(2));
  if (!options.skipBuild) buildAll();
  if (options.fresh) rmSync(path.join(workDir, 'postgres'), { recursive: true, force: true });
  // Readable by the `postgres` account, which runs the private server when this runs as root.
  mkdirSync(workDir, { recursive: true, mode: 0o755 });

  // The remotes exactly as `npm start` serves them; the store's own port is the balancer's.
  const remoteStore = createStore({ port: options.port });
  store = remoteStore;
  const remoteEnv = Object.fromEntries(
    Object.values(remoteStore.remoteUrls).map((remote) => [
      `REMOTE_${remote.name.toUpperCase()}_URL`,
      `${remote.origin}/mf-manifest.json`,
    ]),
  );
  // The try-it-out run keeps mail in the development outbox (this machine only), unless an SMTP server is given.
  const devOutbox = !process.env.SMTP_URL?.trim();
  const remotesStarted = Promise.all(remotes.map((app) => remoteStore.startRemote(app.name)));
  cluster = await startCluster({
    instances: options.instances,
    port: options.port,
    // The instances and private servers take ports just above the store's, clear of the remotes' (port + 1..5).
    ports: portRange(options.port + 10, options.port + 99),
    apiDir: path.join(root, 'api'),
    workDir,
    ...(process.env.DATABASE_URL?.trim() ? { databaseUrl: process.env.DATABASE_URL.trim() } : {}),
    ...(process.env.REDIS_URL?.trim() ? { redisUrl: process.env.REDIS_URL.trim() } : {}),
    apiEnv: {
      SHELL_DIST_DIR: path.join(root, 'shell', 'dist'),
      PUBLIC_URL: process.env.PUBLIC_URL?.trim() || `http://localhost:${options.port}`,
      ...(devOutbox ? { DEV_OUTBOX: '1' } : {}),
      ...remoteEnv,
    },
    outputFor: prefixedConsole,
    log: (line) => console.log(line),
    ipv6: true,
  });
  await remotesStarted;

  console.log(
    `\nThe store is ready: http://localhost:${options.port} (HAProxy over ${options.instances} API instances, each request to the least busy)`,
  );
  for (const instance of cluster.instances) console.log(`  ${instance.name}: ${instance.base} (its /metrics too)`);
  for (const [app, remote] of Object.entries(remoteStore.remoteUrls)) console.log(`  ${app}: ${remote.origin}`);
  console.log(`  PostgreSQL: ${cluster.databaseUrl}`);
  console.log(`  Redis: ${cluster.redisUrl}`);
  if (devOutbox)
    console.log(`  mail: http://localhost:${options.port}/api/dev/outbox?to=ADDRESS (on this machine only)`);
  console.log('Press Ctrl+C to stop.\n');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
