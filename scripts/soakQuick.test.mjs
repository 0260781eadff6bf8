// node --test scripts/soakQuick.test.mjs: the short soak (10 shoppers, 10 s of checkout, then 10 s with the API
// killed by SIGKILL and restarted) against the production API build. About a minute: see `npm run soak --quick`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

it('10 shoppers check out and pay with no error, no double order, and nothing lost across a SIGKILL', () => {
  const run = spawnSync(process.execPath, ['scripts/soak.mjs', '--quick'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
  });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  /** @type {{ checks: Array<{ check: string, passed: boolean }>, acknowledgedBeforeKill: number }} */
  const report = JSON.parse(readFileSync(path.join(root, '.bench', 'soak-quick.json'), 'utf8'));
  assert.deepEqual(
    report.checks.filter((check) => !check.passed),
    [],
  );
  // The kill must have hit a shop that had taken payments, or the durability check proves nothing.
  assert.ok(report.acknowledgedBeforeKill > 0, 'no payment was acknowledged before the kill');
});
