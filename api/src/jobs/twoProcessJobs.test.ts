import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { SignInAnswer } from 'contracts/src/account/authApi';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import { DEMO_SHOPPER } from '../accounts/demoShopper';
import type { DatabaseHandle } from '../db/openDatabase';
import { ORDER_RECEIPT_JOB } from '../orders/orderReceipts';
import { bundleDirFor, bundleServer } from '../testing/bundleServer';
import { openSeededDatabase, TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';
import { startPgBossQueue, type JobQueue } from './jobQueue';

const postgres = TEST_DATABASES.find(([name]) => name === 'PostgreSQL')?.[1];
// Two processes share a store through PostgreSQL (TEST_DATABASE_URL); PGlite is one process alone.
const onPostgres = postgres ? describe : describe.skip;

const bundleDir = bundleDirFor('two-process-jobs-test');

interface Instance {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The production server as build.mjs bundles it, in a process of its own, on the shared database. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await sparePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEV_OUTBOX: '1',
  };
  for (const name of ['SMTP_URL', 'SHELL_DIST_DIR', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'REDIS_URL'])
    delete env[name];
  env.LOG_LEVEL = 'warn';
  const child = spawn(process.execPath, [path.join(bundleDir, 'server.mjs')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(() => output.includes('Store API listening') || child.exitCode !== null, {
    timeoutMs: 90_000,
    intervalMs: 100,
    what: `an API process to listen on ${port}`,
  });
  if (child.exitCode !== null) throw new Error(`the API process exited: ${output}`);
  return { base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return;
  instance.child.kill('SIGTERM');
  await instance.exited;
}

async function call<T>(base: string, method: string, route: string, token: string, body?: object): Promise<T> {
  const response = await fetch(`${base}/api/user/${route}`, {
    method,
    headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  const envelope: ApiEnvelope<T> = JSON.parse(text);
  return envelope.data;
}

/** The receipts of `orderId` in an instance's development outbox. */
async function receiptsIn(instance: Instance, orderId: string): Promise<number> {
  const response = await fetch(`${instance.base}/api/dev/outbox?to=${encodeURIComponent(DEMO_SHOPPER.email)}`);
  const envelope: ApiEnvelope<OutboxMessage[]> = JSON.parse(await response.text());
  return envelope.data.filter((message) => message.subject === `Your House Plans receipt for order ${orderId}`).length;
}

onPostgres('once-only work with two API processes on one PostgreSQL', () => {
  let handle: DatabaseHandle | undefined;
  let one: Instance | undefined;
  let other: Instance | undefined;
  let sender: JobQueue | undefined;

  beforeAll(async () => {
    if (!postgres) return;
    const [seeded] = await Promise.all([openSeededDatabase(postgres, 50), bundleServer(bundleDir)]);
    handle = seeded;
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(seeded.db);
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL?.trim() ?? '');
    databaseUrl.pathname = `/${rows[0]?.name ?? ''}`;
    // One after the other: the first adds the demo shopper and the job queue's tables, the second finds them.
    one = await startInstance(databaseUrl.toString());
    other = await startInstance(databaseUrl.toString());
  }, 180_000);

  afterAll(async () => {
    await sender?.stop();
    await Promise.all([stopInstance(one), stopInstance(other)]);
    await handle?.close();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('mails the receipt of a paid order once, and each queued receipt once, whichever process takes it', async () => {
    if (!one || !other || !handle) throw new Error('the processes are not running');
    const login = await fetch(`${one.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
    });
    const { token } = ((await login.json()) as ApiEnvelope<SignInAnswer>).data;
    const plan = await handle.db.selectFrom('plans').select('id').orderBy('id').executeTakeFirstOrThrow();
    const options = await call<{ plan_sets: Array<{ code: number }>; foundations: Array<{ code: number }> }>(
      one.base,
      'GET',
      `plan-options?property_id=${plan.id}`,
      token,
    );
    await call(one.base, 'POST', 'cart', token, {
      property_id: String(plan.id),
      plan_set: options.plan_sets[0]?.code,
      foundation: options.foundations[0]?.code,
      options: [],
    });
    const cart = await call<Array<{ _id: string }>>(other.base, 'GET', 'cart', token);
    const placed = await call<{ order: { _id: string } }>(other.base, 'POST', 'order', token, {
      payment_mode: 2,
      cart_ids: cart.map((entry) => entry._id),
      billing_name: 'Demo Shopper',
    });
    const orderId = placed.order._id;
    const session = await call<{ intent_id: string }>(other.base, 'POST', 'order-payment', token, {
      order_id: orderId,
    });
    await call(one.base, 'POST', 'pay-test-card', token, {
      intent_id: session.intent_id,
      card_number: '4242424242424242',
      expiry: `12/${String(new Date().getFullYear() + 5).slice(-2)}`,
      cvc: '123',
    });

    const [first, second] = [one, other];
    const total = async () => (await receiptsIn(first, orderId)) + (await receiptsIn(second, orderId));
    await waitFor(async () => (await total()) >= 1, { timeoutMs: 20_000, intervalMs: 200, what: 'the receipt' });

    // Ten more receipt jobs for the order, queued by a third party: each is mailed by one process only.
    sender = await startPgBossQueue(handle.pool, { onError: (error) => console.error(error) });
    for (let n = 0; n < 10; n++) await sender.send(ORDER_RECEIPT_JOB, { orderId: Number(orderId) });
    await waitFor(async () => (await total()) >= 11, { timeoutMs: 30_000, intervalMs: 200, what: 'eleven receipts' });
    // Time for a job taken twice to be mailed twice (each process polls every 2 s).
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await total()).toBe(11);
    expect(one.output()).not.toContain('a job failed');
    expect(other.output()).not.toContain('a job failed');
  }, 120_000);
});
