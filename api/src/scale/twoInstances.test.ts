import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { SignInAnswer } from 'contracts/src/account/authApi';
import type { PhotoUploadAnswer } from 'contracts/src/account/profile';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import { DEMO_SHOPPER } from '../accounts/demoShopper';
import type { DatabaseHandle } from '../db/openDatabase';
import { PNG_BYTES, photoUpload } from '../security/testing/oddInput';
import { bundleDirFor, bundleServer, startBundledServer, type BundledServer } from '../testing/bundleServer';
import { openSeededDatabase, TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';
import { startRedisServer, type RunningRedis } from './testing/redisServer';

const postgres = TEST_DATABASES.find(([name]) => name === 'PostgreSQL')?.[1];
// Instances share a store through PostgreSQL (TEST_DATABASE_URL; .ci/run starts one); PGlite is one process alone.
const onPostgres = postgres ? describe : describe.skip;

const bundleDir = bundleDirFor('two-instances-test');

/** The production server, bundled as build.mjs makes it, in a process of its own. */
function startInstance(databaseUrl: string, redisUrl: string, uploadDir: string): Promise<BundledServer> {
  // Each instance its own disk: whatever they share must go through PostgreSQL or Redis.
  return startBundledServer(
    bundleDir,
    { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, UPLOAD_DIR: uploadDir },
    { timeoutMs: 90_000 },
  );
}

onPostgres('two API instances on one PostgreSQL and one Redis', () => {
  let handle: DatabaseHandle | undefined;
  let redis: RunningRedis | undefined;
  let root = '';
  let one: BundledServer | undefined;
  let other: BundledServer | undefined;
  const instances = () => {
    if (!one || !other || !handle) throw new Error('the instances are not running');
    return { one, other, db: handle.db };
  };

  beforeAll(async () => {
    if (!postgres) return;
    root = mkdtempSync(path.join(os.tmpdir(), 'two-instances-'));
    // A missing redis-server fails here, with a message saying how to install it.
    redis = await startRedisServer();
    const [seeded] = await Promise.all([openSeededDatabase(postgres, 200), bundleServer(bundleDir)]);
    handle = seeded;
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(seeded.db);
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL?.trim() ?? '');
    databaseUrl.pathname = `/${rows[0]?.name ?? ''}`;
    // One after the other: the first adds the demo shopper, the second finds it.
    one = await startInstance(databaseUrl.toString(), redis.url, path.join(root, 'one'));
    other = await startInstance(databaseUrl.toString(), redis.url, path.join(root, 'other'));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), other?.stop()]);
    await handle?.close();
    await redis?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('say at start that they share counters, photos and catalogue changes', () => {
    const { one } = instances();
    expect(one.output()).toContain('rate limits counted in Redis at redis://127.0.0.1:');
    expect(one.output()).toContain('photos in the database');
    expect(one.output()).toContain('catalogue changes heard from PostgreSQL');
  });

  it('enforce a rate limit reached on one instance on the other too', async () => {
    const { one, other } = instances();
    // Code requests: 5 a minute per client address. Spread over both instances, as a load balancer would.
    const requestCode = (instance: BundledServer) =>
      fetch(`${instance.base}/api/user/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@houseplans.example' }),
      });
    const allowed = [];
    for (const instance of [one, other, one, other, one]) allowed.push((await requestCode(instance)).status);
    expect(allowed).toEqual([200, 200, 200, 200, 200]);
    const refusedByOther = await requestCode(other);
    expect(refusedByOther.status).toBe(429);
    expect(Number(refusedByOther.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await requestCode(one)).status).toBe(429);
  });

  it('serve a photo uploaded through one instance from the other', async () => {
    const { one, other } = instances();
    const signIn = await fetch(`${one.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
    });
    expect(signIn.status).toBe(200);
    const { token } = ((await signIn.json()) as ApiEnvelope<SignInAnswer>).data;
    const photo = Buffer.concat([PNG_BYTES, Buffer.alloc(512, 5)]);
    const body = photoUpload(photo);
    const uploaded = await fetch(`${one.base}/api/user/profile/photo`, {
      method: 'POST',
      headers: { ...body.headers, token },
      body: body.payload,
    });
    expect(uploaded.status).toBe(200);
    const { file_url: url } = ((await uploaded.json()) as ApiEnvelope<PhotoUploadAnswer>).data;

    const served = await fetch(`${other.base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  });

  it("find a plan changed in the database in the other instance's search within 2 s", async () => {
    const { one, other, db } = instances();
    const search = async (instance: BundledServer, keyword: string) => {
      const response = await fetch(`${instance.base}/api/user/properties?keyword=${encodeURIComponent(keyword)}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as ApiEnvelope<PlanSearchPage>).data.count;
    };
    // Both have loaded their search index (the start warms it) and will not look again by themselves for a minute.
    expect(await search(one, 'renamed behind their backs')).toBe(0);
    expect(await search(other, 'renamed behind their backs')).toBe(0);

    const changedAt = Date.now();
    await db.updateTable('plans').set({ name: 'Renamed behind their backs' }).where('id', '=', 7).execute();
    for (const instance of [other, one]) {
      await waitFor(async () => (await search(instance, 'renamed behind their backs')) === 1, {
        timeoutMs: 2_000 - (Date.now() - changedAt),
        intervalMs: 50,
        what: `${instance.base} to find the renamed plan`,
      });
    }
    expect(Date.now() - changedAt).toBeLessThan(2_000);
  });
});
