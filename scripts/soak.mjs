// `npm run soak`: load and durability of checkout against the production API (issue 8, item 7). Takes about
// 3 minutes; not part of `npm test`.
//
// Builds the API, starts it on a spare port (5300-5399) with a throw-away PGlite data dir, signs up 50 shoppers
// through POST signup, then:
//   1. load: the 50 shoppers loop add to cart -> checkout -> pay (test card 4242...) for 60 s, calling the API
//      exactly as the checkout remote does, each round a cart of one, two or three plans bought with one checkout;
//      one round in four clicks Proceed twice at once, one in five pays with the declined card (4000...0002) first.
//      Checks: every answer a 200 (402 for the declined card), no double order (one order per cart entry, and a
//      double click on Proceed answers one order), the paid orders each shopper's GET orders lists equal the
//      payments the API acknowledged to that shopper.
//   2. durability: the same load for 30 s; 10 s in, the API is killed with SIGKILL and restarted on the same data
//      dir. Checks: every order and payment acknowledged (before or after the kill) is listed, paid; no error
//      answer; network failures only while the API was down.
// Prints a table, writes .bench/soak.json, exits 1 when a check fails.
//
// Options: --quick (10 shoppers, 10 s + 10 s, writes .bench/soak-quick.json), --shoppers N, --seconds N (load phase), --reuse-build.
// Shoppers connect from their own loopback addresses (127.10.x.y) so the API's per-address rate limits meet
// each shopper as they would a person: see soakShopper.mjs. No server setting is relaxed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiProcess, buildApi, sparePort } from './soakApiProcess.mjs';
import { checkOrders } from './soakChecks.mjs';
import { Shopper } from './soakShopper.mjs';
import { PhaseTally } from './soakTally.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SIGN_UP_CONCURRENCY = 4;

/** @param {string[]} argv */
function readOptions(argv) {
  const quick = argv.includes('--quick');
  /** @param {string} flag @param {number} fallback */
  const numberAfter = (flag, fallback) => {
    const index = argv.indexOf(flag);
    if (index < 0) return fallback;
    const value = Number(argv[index + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a positive whole number`);
    return value;
  };
  const loadSeconds = numberAfter('--seconds', quick ? 10 : 60);
  const durabilitySeconds = quick ? 10 : Math.max(10, Math.round(loadSeconds / 2));
  return {
    quick,
    shoppers: numberAfter('--shoppers', quick ? 10 : 50),
    loadSeconds,
    durabilitySeconds,
    killAfterSeconds: Math.round(durabilitySeconds / 3),
    reuseBuild: argv.includes('--reuse-build'),
    // One round in four sends Proceed To Payment twice at once; one in five pays with the declined card first.
    doubleClickEvery: 4,
    declinedCardEvery: 5,
  };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Up to `limit` distinct failure messages, for the console. */
function failureSampler(limit = 12) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  return {
    /** @param {string} message */
    add: (message) => {
      if (seen.size < limit || seen.has(message)) seen.set(message, (seen.get(message) ?? 0) + 1);
    },
    lines: () => [...seen].map(([message, count]) => `${count} x ${message}`),
  };
}

/**
 * The shoppers' rounds for `seconds`, with `during` (the kill and restart) run alongside.
 * @param {PhaseTally} tally
 * @param {Shopper[]} shoppers
 * @param {string[]} planIds
 * @param {number} seconds
 * @param {{ doubleClickEvery: number, declinedCardEvery: number }} options
 * @param {() => Promise<void>} [during]
 */
async function runPhase(tally, shoppers, planIds, seconds, options, during) {
  const samples = failureSampler();
  tally.startedAt = Date.now();
  const deadline = tally.startedAt + seconds * 1000;
  const loops = shoppers.map((shopper) =>
    shopper.loop(tally, {
      planIds,
      until: () => Date.now() >= deadline,
      doubleClickEvery: options.doubleClickEvery,
      declinedCardEvery: options.declinedCardEvery,
      onFailure: (_shopper, error) => samples.add(error instanceof Error ? error.message : String(error)),
    }),
  );
  const extra = during ? await during() : undefined;
  await Promise.all(loops);
  tally.endedAt = Date.now();
  return { samples: samples.lines(), extra };
}

/** @param {string} logFile */
function countLogErrors(logFile) {
  // pino's JSON lines: level 50 is error, 60 fatal.
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line)).length;
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const apiDir = path.join(root, 'api');
  /** @type {Array<{ check: string, passed: boolean, detail: string }>} */
  const checks = [];
  /** @param {string} name @param {boolean} passed @param {string} detail */
  const check = (name, passed, detail) => checks.push({ check: name, passed, detail });

  console.log(
    `Soak: ${options.shoppers} shoppers, ${options.loadSeconds} s load, then ${options.durabilitySeconds} s with a SIGKILL ${options.killAfterSeconds} s in`,
  );
  console.log(`API: ${buildApi(apiDir, { reuse: options.reuseBuild })}`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'store-soak-'));
  const logFile = path.join(workDir, 'api.log');
  const api = new ApiProcess({ apiDir, port: await sparePort(), dataDir: path.join(workDir, 'db'), logFile });
  let failed = true;
  try {
    const firstStartMs = await api.start();
    console.log(
      `API on ${api.base} with a fresh database in ${workDir} (first start, seeding: ${(firstStartMs / 1000).toFixed(1)} s)`,
    );

    const runId = Date.now().toString(36);
    const shoppers = Array.from(
      { length: options.shoppers },
      (_, index) => new Shopper({ index, apiBase: api.base, runId }),
    );
    // Sign-ups a few at a time: each hashes a password with scrypt (128 MB, a few hundred ms of a core), and a
    // wave of 50 at once queues them all behind libuv's 4 threads; the soak is about buying, not signing up.
    const signUpStarted = performance.now();
    const pending = [...shoppers];
    await Promise.all(
      Array.from({ length: SIGN_UP_CONCURRENCY }, async () => {
        for (let shopper = pending.shift(); shopper; shopper = pending.shift()) await shopper.signUp();
      }),
    );
    console.log(
      `Signed up ${shoppers.length} shoppers in ${((performance.now() - signUpStarted) / 1000).toFixed(1)} s`,
    );

    // The plans a shopper might open: the first pages of the catalogue, as the plan list shows them.
    const [browsing] = shoppers;
    if (browsing === undefined) throw new Error('No shopper to browse the catalogue'); // --shoppers is at least 1
    /** @type {string[]} */
    const planIds = [];
    for (let page = 0; page < 10; page++) {
      /** @type {{ data: Array<{ _id: string }> }} */
      const found = await browsing.call(
        null,
        'browse',
        'GET',
        `properties?pagination=${page}&limit=100`,
        'GET properties',
      );
      planIds.push(...found.data.map((plan) => plan._id));
    }

    // Phase 1: load.
    const load = new PhaseTally('load');
    console.log(`\nLoad: ${options.loadSeconds} s…`);
    const loadRun = await runPhase(load, shoppers, planIds, options.loadSeconds, options);
    const loadOrders = await checkOrders(shoppers);
    const loadStatuses = load.statusTotals();
    check(
      'load: every answer as expected (200; 402 for the declined card)',
      load.failures.length === 0,
      JSON.stringify(loadStatuses),
    );
    check(
      'load: paid orders listed = payments acknowledged',
      loadOrders.paidListed === loadOrders.paymentsAcknowledged && loadOrders.problems.length === 0,
      `${loadOrders.paidListed} paid, ${loadOrders.paymentsAcknowledged} acknowledged`,
    );
    check(
      'load: no double order, nothing lost',
      loadOrders.problems.length === 0,
      loadOrders.problems.slice(0, 10).join('; '),
    );

    // Phase 2: durability.
    const durability = new PhaseTally('kill + restart');
    console.log(`Durability: ${options.durabilitySeconds} s, SIGKILL after ${options.killAfterSeconds} s…`);
    let killedAt = 0;
    let readyAt = 0;
    let restartMs = 0;
    let acknowledgedBeforeKill = 0;
    const durabilityRun = await runPhase(
      durability,
      shoppers,
      planIds,
      options.durabilitySeconds,
      options,
      async () => {
        await sleep(options.killAfterSeconds * 1000);
        acknowledgedBeforeKill = shoppers.reduce((sum, shopper) => sum + shopper.paymentsAcknowledged.size, 0);
        killedAt = Date.now();
        await api.kill();
        restartMs = await api.start();
        readyAt = Date.now();
        console.log(
          `  killed the API with SIGKILL and restarted it on the same data dir: answering again in ${(restartMs / 1000).toFixed(1)} s`,
        );
      },
    );
    const durabilityOrders = await checkOrders(shoppers);
    const durabilityStatuses = durability.statusTotals();
    const httpErrors = durability.failures.filter((failure) => failure.outcome !== 'network');
    const lateNetworkFailures = durability.failures.filter(
      (failure) => failure.outcome === 'network' && (failure.at < killedAt || failure.at > readyAt),
    );
    check('durability: no error answer', httpErrors.length === 0, JSON.stringify(durabilityStatuses));
    check(
      'durability: network failures only while the API was down',
      lateNetworkFailures.length === 0,
      `${lateNetworkFailures.length} outside the ${((readyAt - killedAt) / 1000).toFixed(1)} s outage`,
    );
    check(
      'durability: every acknowledged order and payment still there, paid',
      durabilityOrders.problems.length === 0,
      durabilityOrders.problems.length === 0
        ? `${durabilityOrders.paymentsAcknowledged} acknowledged payments (${acknowledgedBeforeKill} before the kill), ${durabilityOrders.paidListed} paid listed (${durabilityOrders.paidInDoubt} whose answer the kill cut off)`
        : durabilityOrders.problems.slice(0, 10).join('; '),
    );
    const logErrors = countLogErrors(logFile);
    check('the API logged no error', logErrors === 0, `${logErrors} error lines in ${logFile}`);

    console.log();
    console.table([...load.requestRows(), ...durability.requestRows()]);
    console.table([...load.rows(), ...durability.rows()]);
    const summary = [
      {
        phase: 'load',
        seconds: load.seconds(),
        'req/s': Math.round(Object.values(loadStatuses).reduce((a, b) => a + b, 0) / load.seconds()),
        answers: JSON.stringify(loadStatuses),
        'orders listed': loadOrders.ordersListed,
        'payments acknowledged': loadOrders.paymentsAcknowledged,
        'paid listed': loadOrders.paidListed,
      },
      {
        phase: 'kill + restart',
        seconds: durability.seconds(),
        'req/s': Math.round(Object.values(durabilityStatuses).reduce((a, b) => a + b, 0) / durability.seconds()),
        answers: JSON.stringify(durabilityStatuses),
        'orders listed': durabilityOrders.ordersListed,
        'payments acknowledged': durabilityOrders.paymentsAcknowledged,
        'paid listed': durabilityOrders.paidListed,
      },
    ];
    console.table(summary);
    for (const [name, run] of /** @type {const} */ ([
      ['load', loadRun],
      ['kill + restart', durabilityRun],
    ])) {
      if (run.samples.length) console.log(`Failed rounds in ${name}:\n  ${run.samples.join('\n  ')}`);
    }
    console.table(
      checks.map(({ check: name, passed, detail }) => ({
        check: name,
        result: passed ? 'pass' : 'FAIL',
        detail: detail.slice(0, 120),
      })),
    );

    failed = checks.some((entry) => !entry.passed);
    // The quick variant keeps the full run's figures.
    const reportName = options.quick ? 'soak-quick.json' : 'soak.json';
    mkdirSync(path.join(root, '.bench'), { recursive: true });
    writeFileSync(
      path.join(root, '.bench', reportName),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          options,
          firstStartSeconds: Math.round(firstStartMs / 100) / 10,
          restartSeconds: Math.round(restartMs / 100) / 10,
          phases: [load.toJSON(), durability.toJSON()],
          summary,
          acknowledgedBeforeKill,
          checks,
          passed: !failed,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Wrote .bench/${reportName}. ${failed ? 'Soak FAILED.' : 'Every check passed.'}`);
    for (const shopper of shoppers) shopper.close();
  } finally {
    await api.stop();
    await api.closeLog();
    if (failed) console.log(`The API's log and data are kept in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
