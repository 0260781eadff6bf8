import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { SignInAnswer } from 'contracts/src/account/authApi';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import { DEMO_SHOPPER } from '../accounts/demoShopper';
import type { DatabaseHandle } from '../db/openDatabase';
import { ORDER_RECEIPT_JOB } from '../orders/orderReceipts';
import { bundleDirFor, bundleServer, startBundledServer, type BundledServer } from '../testing/bundleServer';
import { openSeededDatabase, TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';
import { JOB_SCHEMA, startPgBossQueue, type JobQueue } from './jobQueue';

const postgres = TEST_DATABASES.find(([name]) => name === 'PostgreSQL')?.[1];
// Two processes share a store through PostgreSQL (TEST_DATABASE_URL); PGlite is one process alone.
const onPostgres = postgres ? describe : describe.skip;

const bundleDir = bundleDirFor('two-process-jobs-test');

/** The production server as build.mjs bundles it, in a process of its own, on the shared database. */
function startInstance(databaseUrl: string): Promise<BundledServer> {
  return startBundledServer(bundleDir, { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, { timeoutMs: 90_000 });
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
async function receiptsIn(instance: BundledServer, orderId: string): Promise<number> {
  const response = await fetch(`${instance.base}/api/dev/outbox?to=${encodeURIComponent(DEMO_SHOPPER.email)}`);
  const envelope: ApiEnvelope<OutboxMessage[]> = JSON.parse(await response.text());
  return envelope.data.filter((message) => message.subject === `Your House Plans receipt for order ${orderId}`).length;
}

onPostgres('once-only work with two API processes on one PostgreSQL', () => {
  let handle: DatabaseHandle | undefined;
  let one: BundledServer | undefined;
  let other: BundledServer | undefined;
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
    await Promise.all([one?.stop(), other?.stop()]);
    await handle?.close();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('mails the receipt of a paid order once, whichever process takes its job, and never again for more jobs', async () => {
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

    // Ten more receipt jobs for the order, queued by a third party: each is taken by one process, and none mails
    // the receipt again (its sending is recorded: orders/orderReceipts.ts).
    sender = await startPgBossQueue(handle.pool, { onError: (error) => console.error(error) });
    for (let n = 0; n < 10; n++) await sender.send(ORDER_RECEIPT_JOB, { orderId: Number(orderId), sentRecord: true });
    const db = handle.db;
    const finished = async () => {
      const { rows } = await sql<{ state: string; retries: number; n: number }>`
        select state, max(retry_count)::int as retries, count(*)::int as n from ${sql.table(`${JOB_SCHEMA}.job`)}
        where name = ${ORDER_RECEIPT_JOB} and (data->>'orderId')::int = ${Number(orderId)} group by state`.execute(db);
      return rows;
    };
    await waitFor(async () => (await finished()).some((row) => row.state === 'completed' && row.n === 11), {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'eleven receipt jobs to complete',
    });
    // Every job completed on its first try; time for a job taken twice to be mailed twice (each process polls every 2 s).
    expect(await finished()).toEqual([{ state: 'completed', retries: 0, n: 11 }]);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await total()).toBe(1);
    expect(one.output()).not.toContain('a job failed');
    expect(other.output()).not.toContain('a job failed');
  }, 120_000);
});
