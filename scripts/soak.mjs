// `npm run soak`: load and durability of checkout against the production API (issue 8, item 7; issue 20, item 3).
// Takes about 3 minutes; not part of `npm test`.
//
// Builds the API, starts the store on spare ports (5300-5399), signs up 50 shoppers through POST signup, then:
//   1. load: the 50 shoppers loop add to cart -> checkout -> pay (test card 4242...) for 60 s, calling the API
//      exactly as the checkout remote does, each round a cart of one, two or three plans bought with one checkout;
//      one round in four clicks Proceed twice at once, one in five pays with the declined card (4000...0002) first.
//      Checks: every answer a 200 (402 for the declined card), no double order (one order per cart entry, and a
//      double click on Proceed answers one order), the paid orders each shopper's GET orders lists equal the
//      payments the API acknowledged to that shopper.
//   2. durability: the same load while the store is hurt (soakTargets.mjs), then every order and payment
//      acknowledged (before or after) must be listed, paid, and no answer but 200/402 may come outside the outages.
// Which store (soakTargets.mjs):
//   (default)   one API process on a throw-away PGlite data dir; 30 s with a SIGKILL 10 s in, restarted on the same
//               data dir. Every failure must be a network failure while it was down.
//   --postgres  one API process on a private, throw-away PostgreSQL (the installed server binaries).
//   --cluster   --instances N (default 3) API instances on that PostgreSQL and a private Redis, behind HAProxy
//               (scripts/cluster/). During load, one shopper's card attempts must meet the allowance exactly once
//               across the instances the balancer spread them over (soakRateLimits.mjs).
//   With --postgres and --cluster, phase 2 lasts 60 s: an API instance is SIGKILLed 15 s in and started again,
//   PostgreSQL is restarted with a fast shutdown (pg_ctl -m fast restart) 40 s in.
// Prints tables (req/s, p50/p99 per request and step, the outages and what failed in them), writes
// .bench/soak[-postgres|-cluster][-quick].json, exits 1 when a check fails.
//
// Options: --quick (10 shoppers, 10 s of load, then 10 s (PGlite) or 30 s with the outages 5 s and 18 s in),
// --shoppers N, --seconds N (load phase), --reuse-build.
// Shoppers connect from their own loopback addresses (127.10.x.y) so the API's per-address rate limits meet
// each shopper as they would a person: see soakShopper.mjs. No server setting is relaxed.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './soakApiProcess.mjs';
import { checkOrders } from './soakChecks.mjs';
import { startCpuMeter } from './soakCpu.mjs';
import { probeCardAllowance } from './soakRateLimits.mjs';
import { Shopper } from './soakShopper.mjs';
import { PhaseTally } from './soakTally.mjs';
import { startPgliteTarget, startPostgresTarget } from './soakTargets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SIGN_UP_CONCURRENCY = 4;

/** @param {string[]} argv */
function readOptions(argv) {
  const quick = argv.includes('--quick');
  /** @type {'pglite' | 'postgres' | 'cluster'} */
  const mode = argv.includes('--cluster') ? 'cluster' : argv.includes('--postgres') ? 'postgres' : 'pglite';
  /** @param {string} flag @param {number} fallback */
  const numberAfter = (flag, fallback) => {
    const index = argv.indexOf(flag);
    if (index < 0) return fallback;
    const value = Number(argv[index + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a positive whole number`);
    return value;
  };
  const loadSeconds = numberAfter('--seconds', quick ? 10 : 60);
  const onPostgres = mode !== 'pglite';
  const durabilitySeconds = onPostgres ? (quick ? 30 : 60) : quick ? 10 : Math.max(10, Math.round(loadSeconds / 2));
  return {
    quick,
    mode,
    instances: mode === 'cluster' ? numberAfter('--instances', 3) : 1,
    shoppers: numberAfter('--shoppers', quick ? 10 : 50),
    loadSeconds,
    durabilitySeconds,
    killAfterSeconds: onPostgres ? (quick ? 5 : 15) : Math.round(durabilitySeconds / 3),
    restartDatabaseAfterSeconds: quick ? 18 : 40,
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
 * The shoppers' rounds for `seconds`, with `during` (the outages, a probe) run alongside; its result is `extra`.
 * @template T
 * @param {PhaseTally} tally
 * @param {Shopper[]} shoppers
 * @param {string[]} planIds
 * @param {number} seconds
 * @param {{ doubleClickEvery: number, declinedCardEvery: number }} options
 * @param {() => Promise<T>} [during]
 * @returns {Promise<{ samples: string[], extra: T | undefined }>}
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

/**
 * The error lines (pino's JSON: level 50 is error, 60 fatal) of the API logs, but those inside an outage.
 * @param {string[]} logFiles
 * @param {Array<{ startedAt: number, endedAt: number }>} outages
 */
function countLogErrors(logFiles, outages = []) {
  let count = 0;
  for (const logFile of logFiles) {
    for (const line of readFileSync(logFile, 'utf8').split('\n')) {
      if (!/"level":(50|60)/.test(line)) continue;
      const time = Number(/"time":(\d+)/.exec(line)?.[1]);
      if (!outages.some((outage) => time >= outage.startedAt && time <= outage.endedAt)) count += 1;
    }
  }
  return count;
}

/** The machine's load average over 1, 5 and 15 minutes: the soak shares it with whatever else runs. */
const loadAverage = () => loadavg().map((load) => Math.round(load * 100) / 100);

async function main() {
  const options = readOptions(process.argv.slice(2));
  const apiDir = path.join(root, 'api');
  const onPostgres = options.mode !== 'pglite';
  /** @type {Array<{ check: string, passed: boolean, detail: string }>} */
  const checks = [];
  /** @param {string} name @param {boolean} passed @param {string} detail */
  const check = (name, passed, detail) => checks.push({ check: name, passed, detail });
  const loadAtStart = loadAverage();

  console.log(
    `Soak (${options.mode}${options.mode === 'cluster' ? `, ${options.instances} instances` : ''}): ${options.shoppers} shoppers, ${options.loadSeconds} s load, then ${options.durabilitySeconds} s with outages`,
  );
  console.log(`Load average of this machine (1, 5, 15 min): ${loadAtStart.join(', ')}`);
  console.log(`API: ${buildApi(apiDir, { reuse: options.reuseBuild })}`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'store-soak-'));
  // The private PostgreSQL runs as the `postgres` account when the soak runs as root: it must reach its data dir.
  chmodSync(workDir, 0o711);
  const target = onPostgres
    ? await startPostgresTarget({
        mode: options.mode === 'cluster' ? 'cluster' : 'postgres',
        instances: options.instances,
        apiDir,
        workDir,
        killAfterSeconds: options.killAfterSeconds,
        restartDatabaseAfterSeconds: options.restartDatabaseAfterSeconds,
      })
    : await startPgliteTarget({ apiDir, workDir, killAfterSeconds: options.killAfterSeconds });
  let failed = true;
  try {
    const firstStartMs = target.firstStartMs;
    console.log(`${target.description} (first start, seeding: ${(firstStartMs / 1000).toFixed(1)} s)`);

    const runId = Date.now().toString(36);
    const shoppers = Array.from(
      { length: options.shoppers },
      (_, index) => new Shopper({ index, apiBase: target.base, runId }),
    );
    // Behind the balancer, one more shopper, with an address of its own, tries the card allowance.
    const prober = target.balanced ? new Shopper({ index: options.shoppers, apiBase: target.base, runId }) : null;
    // Sign-ups a few at a time: each hashes a password with scrypt (128 MB, a few hundred ms of a core), and a
    // wave of 50 at once queues them all behind libuv's 4 threads; the soak is about buying, not signing up.
    const signUpStarted = performance.now();
    const pending = [...shoppers, ...(prober ? [prober] : [])];
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

    // Phase 1: load (behind a balancer, with the card allowance tried meanwhile).
    const load = new PhaseTally('load');
    console.log(`\nLoad: ${options.loadSeconds} s…`);
    const loadCpu = startCpuMeter(target.apiPids);
    const loadRun = await runPhase(
      load,
      shoppers,
      planIds,
      options.loadSeconds,
      options,
      prober
        ? async () => {
            await sleep(Math.min(2, options.loadSeconds / 4) * 1000);
            const [planId] = planIds;
            if (planId === undefined) throw new Error('No plan to buy');
            return probeCardAllowance(prober, planId);
          }
        : undefined,
    );
    const loadStatuses = load.statusTotals();
    // Before the checks' own requests: the load phase's CPU, per answer and in cores.
    const cpu = loadCpu.stop(Object.values(loadStatuses).reduce((a, b) => a + b, 0));
    const loadOrders = await checkOrders(shoppers);
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
    const allowance = loadRun.extra;
    if (allowance) {
      check(
        'rate limits: card attempts counted once across instances (10 answered 402, the 11th 429)',
        allowance.problems.length === 0,
        `${allowance.attempts.map((attempt) => `${attempt.status}@${attempt.servedBy}`).join(' ')}${allowance.problems.length ? `: ${allowance.problems.join('; ')}` : ''}`,
      );
    }
    if (onPostgres) {
      const seedProblems = target.seedProblems();
      check(
        'seeded once: one instance seeded the empty database, the others found it done',
        seedProblems.length === 0,
        seedProblems.join('; ') || `${options.instances} instance(s) started at once`,
      );
    }

    // Phase 2: durability.
    const durability = new PhaseTally(onPostgres ? 'outages' : 'kill + restart');
    console.log(`Durability: ${options.durabilitySeconds} s, ${target.outages.description}…`);
    let acknowledgedBeforeKill = 0;
    const token = browsing.token ?? '';
    const durabilityRun = await runPhase(
      durability,
      shoppers,
      planIds,
      options.durabilitySeconds,
      options,
      async () => {
        // Counted as the first outage begins.
        setTimeout(
          () => {
            acknowledgedBeforeKill = shoppers.reduce((sum, shopper) => sum + shopper.paymentsAcknowledged.size, 0);
          },
          options.killAfterSeconds * 1000 - 1,
        );
        return target.outages.run({ startedAt: durability.startedAt, token });
      },
    );
    const outages = durabilityRun.extra ?? [];
    const durabilityOrders = await checkOrders(shoppers);
    const durabilityStatuses = durability.statusTotals();
    /** @param {number} at */
    const inOutage = (at) => outages.some((outage) => at >= outage.startedAt && at <= outage.endedAt);
    const outsideOutages = durability.failures.filter((failure) => !inOutage(failure.at));
    if (onPostgres) {
      check(
        'outages: no answer but 200/402 outside the outages',
        outsideOutages.length === 0,
        `${outsideOutages.length} outside: ${JSON.stringify(outsideOutages.slice(0, 5))}`,
      );
    } else {
      const httpErrors = durability.failures.filter((failure) => failure.outcome !== 'network');
      check('durability: no error answer', httpErrors.length === 0, JSON.stringify(durabilityStatuses));
      const outage = outages[0];
      check(
        'durability: network failures only while the API was down',
        outsideOutages.length === 0,
        `${outsideOutages.length} outside the ${outage ? ((outage.endedAt - outage.startedAt) / 1000).toFixed(1) : '?'} s outage`,
      );
    }
    check(
      `${onPostgres ? 'outages' : 'durability'}: every acknowledged order and payment still there, paid`,
      durabilityOrders.problems.length === 0,
      durabilityOrders.problems.length === 0
        ? `${durabilityOrders.paymentsAcknowledged} acknowledged payments (${acknowledgedBeforeKill} before the kill), ${durabilityOrders.paidListed} paid listed (${durabilityOrders.paidInDoubt} whose answer an outage cut off or turned into a 5xx)`
        : durabilityOrders.problems.slice(0, 10).join('; '),
    );
    if (onPostgres) {
      const crashes = target.crashes();
      check('no API process exited but the one SIGKILLed', crashes.length === 0, crashes.join('; '));
    }
    // On PostgreSQL, an instance may log errors while the database restarts: only those outside count.
    const logErrors = countLogErrors(target.logFiles, onPostgres ? outages : []);
    check(
      onPostgres ? 'the API logged no error outside the outages' : 'the API logged no error',
      logErrors === 0,
      `${logErrors} error lines in ${target.logFiles.join(', ')}`,
    );

    // What each outage cost: the requests that failed in it, and what the store still answered meanwhile.
    const outageRows = outages.map((outage) => {
      /** @type {Record<string, number>} */
      const failedInIt = {};
      for (const failure of durability.failures) {
        if (failure.at >= outage.startedAt && failure.at <= outage.endedAt)
          failedInIt[failure.outcome] = (failedInIt[failure.outcome] ?? 0) + 1;
      }
      return {
        outage: outage.what,
        'at s': Math.round((outage.startedAt - durability.startedAt) / 100) / 10,
        'lasted s': Math.round((outage.endedAt - outage.startedAt) / 100) / 10,
        'failed requests': JSON.stringify(failedInIt),
        'answered meanwhile': durability.answeredAt.filter((at) => at >= outage.startedAt && at <= outage.endedAt)
          .length,
      };
    });

    console.log();
    console.table([...load.requestRows(), ...durability.requestRows()]);
    console.table([...load.rows(), ...durability.rows()]);
    const summary = [
      {
        phase: load.name,
        seconds: load.seconds(),
        'req/s': Math.round(Object.values(loadStatuses).reduce((a, b) => a + b, 0) / load.seconds()),
        answers: JSON.stringify(loadStatuses),
        'orders listed': loadOrders.ordersListed,
        'payments acknowledged': loadOrders.paymentsAcknowledged,
        'paid listed': loadOrders.paidListed,
        lost: loadOrders.problems.length,
      },
      {
        phase: durability.name,
        seconds: durability.seconds(),
        'req/s': Math.round(Object.values(durabilityStatuses).reduce((a, b) => a + b, 0) / durability.seconds()),
        answers: JSON.stringify(durabilityStatuses),
        'orders listed': durabilityOrders.ordersListed,
        'payments acknowledged': durabilityOrders.paymentsAcknowledged,
        'paid listed': durabilityOrders.paidListed,
        lost: durabilityOrders.problems.length,
      },
    ];
    console.table(summary);
    console.log(
      'CPU in the load phase (from /proc: the API processes, this soak, the whole machine with everything else on it):',
    );
    console.table([cpu]);
    console.table(outageRows);
    for (const [name, run] of /** @type {const} */ ([
      [load.name, loadRun],
      [durability.name, durabilityRun],
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
    const loadAtEnd = loadAverage();
    console.log(`Load average of this machine (1, 5, 15 min) at the end: ${loadAtEnd.join(', ')}`);

    failed = checks.some((entry) => !entry.passed);
    // Each store and the quick variant have their own report, so that none overwrites another's figures.
    const reportName = `soak${onPostgres ? `-${options.mode}` : ''}${options.quick ? '-quick' : ''}.json`;
    mkdirSync(path.join(root, '.bench'), { recursive: true });
    writeFileSync(
      path.join(root, '.bench', reportName),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          options,
          store: target.description,
          loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd },
          firstStartSeconds: Math.round(firstStartMs / 100) / 10,
          phases: [load.toJSON(), durability.toJSON()],
          summary,
          loadCpu: cpu,
          outages: outageRows,
          acknowledgedBeforeKill,
          rateLimitProbe: allowance ?? null,
          checks,
          passed: !failed,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Wrote .bench/${reportName}. ${failed ? 'Soak FAILED.' : 'Every check passed.'}`);
    for (const shopper of [...shoppers, ...(prober ? [prober] : [])]) shopper.close();
  } finally {
    await target.stop();
    if (failed) console.log(`The API's logs and data are kept in ${workDir}`);
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
