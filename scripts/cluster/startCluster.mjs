// A store of several API instances: PostgreSQL and Redis (private servers, unless DATABASE_URL / REDIS_URL name
// running ones), N API instances on ports of their own with the same settings, and HAProxy in front on one port.
// `npm run cluster` serves it with the remotes; the soak's --cluster run kills and restarts its parts under load.
import path from 'node:path';
import { ApiInstance } from './apiInstance.mjs';
import { Haproxy } from './haproxy.mjs';
import { PostgresServer } from './postgresServer.mjs';
import { RedisServer } from './redisServer.mjs';

/**
 * @typedef {object} ClusterOptions
 * @property {number} instances how many API instances
 * @property {number} port the load balancer's port
 * @property {{ next(): Promise<number> }} ports spare ports for the instances and the private servers
 * @property {string} apiDir api/, whose dist/server.mjs is built
 * @property {string} workDir HAProxy's configuration, and the private PostgreSQL's data dir unless `postgresDataDir`
 * @property {string} [postgresDataDir]
 * @property {string} [databaseUrl] a running PostgreSQL: none is started
 * @property {string} [redisUrl] a running Redis: none is started
 * @property {Record<string, string>} apiEnv settings every instance gets (as `npm start` gives its API)
 * @property {(name: string) => import('node:stream').Writable} outputFor where a process's output goes
 * @property {(line: string) => void} log progress
 * @property {boolean} [ipv6] the balancer listens on ::1 too
 */

/** @param {ClusterOptions} options */
export async function startCluster(options) {
  const { log } = options;
  /** @type {PostgresServer | null} */
  let postgres = null;
  /** @type {RedisServer | null} */
  let redis = null;
  /** @type {ApiInstance[]} */
  const instances = [];
  /** @type {Haproxy | null} */
  let haproxy = null;

  async function stop() {
    await haproxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
    await postgres?.stop();
  }

  try {
    let databaseUrl = options.databaseUrl;
    let redisUrl = options.redisUrl;
    const starting = [];
    if (!databaseUrl) {
      const server = new PostgresServer({
        dataDir: options.postgresDataDir ?? path.join(options.workDir, 'postgres'),
        port: await options.ports.next(),
      });
      postgres = server;
      databaseUrl = server.url;
      starting.push(server.start().then(() => log(`PostgreSQL ${server.url} (data in ${server.dataDir})`)));
    }
    if (!redisUrl) {
      const server = new RedisServer({ port: await options.ports.next(), output: options.outputFor('redis') });
      redis = server;
      redisUrl = server.url;
      starting.push(server.start().then(() => log(`Redis ${server.url}`)));
    }
    await Promise.all(starting);

    for (let index = 1; index <= options.instances; index++) {
      const name = `api${index}`;
      instances.push(
        new ApiInstance({
          name,
          apiDir: options.apiDir,
          port: await options.ports.next(),
          env: {
            ...options.apiEnv,
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl,
            // The balancer connects from 127.0.0.1: its X-Forwarded-For names the client the rate limits count.
            TRUST_PROXY: '127.0.0.1',
            INSTANCE_ID: name,
          },
          output: options.outputFor(name),
        }),
      );
    }
    // All at once, as a deployment starts them: on an empty database one migrates and seeds while the others wait
    // on the same advisory locks (Kysely's migration lock, seedCatalog's), then find the work done.
    const started = performance.now();
    await Promise.all(instances.map((instance) => instance.start()));
    log(
      `${instances.length} API instances (${instances.map((instance) => `${instance.name} ${instance.base}`).join(', ')}) answering in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const balancer = new Haproxy({
      port: options.port,
      backends: instances.map((instance) => ({ name: instance.name, port: instance.port })),
      configFile: path.join(options.workDir, 'haproxy.cfg'),
      output: options.outputFor('haproxy'),
      ipv6: options.ipv6 ?? false,
    });
    haproxy = balancer;
    await balancer.start();
    log(`HAProxy ${balancer.url} in front of them (least busy first, health-checked)`);
    return { url: balancer.url, databaseUrl, redisUrl, postgres, redis, instances, haproxy: balancer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
