// node --test scripts/soakQuick.test.mjs: the short soaks against the production API build (see `npm run soak`):
// - one process on PGlite: 10 shoppers, 10 s of checkout, then 10 s with the API killed by SIGKILL and restarted;
// - the cluster (3 instances on PostgreSQL and Redis behind HAProxy): 10 s of checkout with one shopper's card
//   attempts counted across the instances, then 30 s with an instance SIGKILLed and PostgreSQL restarted.
// About a minute each, more on a busy machine.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs the soak with `args`; its report, once it passed.
 * @param {string[]} args
 * @param {string} reportName
 */
function soak(args, reportName) {
  const run = spawnSync(process.execPath, ['scripts/soak.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 420_000,
  });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  /**
   * @type {{ checks: Array<{ check: string, passed: boolean }>, acknowledgedBeforeKill: number,
   *   outages: Array<{ outage: string }>, rateLimitProbe: { spread: Record<string, number> } | null }}
   */
  const report = JSON.parse(readFileSync(path.join(root, '.bench', reportName), 'utf8'));
  assert.deepEqual(
    report.checks.filter((check) => !check.passed),
    [],
  );
  // The kill must have hit a shop that had taken payments, or the durability check proves nothing.
  assert.ok(report.acknowledgedBeforeKill > 0, 'no payment was acknowledged before the kill');
  return report;
}

it('10 shoppers check out and pay with no error, no double order, and nothing lost across a SIGKILL', () => {
  soak(['--quick'], 'soak-quick.json');
});

it('the cluster loses nothing when an instance is SIGKILLed and PostgreSQL restarts, and counts card attempts once', () => {
  const report = soak(['--cluster', '--quick', '--reuse-build'], 'soak-cluster-quick.json');
  assert.deepEqual(
    report.outages.map((outage) => outage.outage),
    ['api2: SIGKILL, started again', 'PostgreSQL: fast restart'],
  );
  // The allowance was met across instances, not on one.
  assert.ok(Object.keys(report.rateLimitProbe?.spread ?? {}).length >= 2, JSON.stringify(report.rateLimitProbe));
  assert.ok(
    report.checks.some((check) => check.check.startsWith('rate limits:')),
    'the card allowance was not probed',
  );
});
