// `npm test`: every test of the store: types, unit, component, API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), integration, and end-to-end in Chromium against the production build.
import { spawn } from 'node:child_process';
import { buildAll } from './build.mjs';
import { lint } from './lint.mjs';
import { packageManager } from './pnpm.cjs';
import { ensureInstalled, root } from './workspace.cjs';

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;

const totals = { passed: 0, failed: 0 };

/**
 * Runs pnpm (or another command), streaming its output, and adds up the test counts Jest, Playwright and node:test print.
 * @param {string[]} args
 * @param {string[]} [command]
 * @returns {Promise<number>} its exit status
 */
function runCounted(args, command = ['npx', '-y', packageManager]) {
  return new Promise((resolve) => {
    const [program = 'npx', ...programArgs] = command;
    const child = spawn(program, [...programArgs, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @param {string} chunk */
    const scan = (chunk) => {
      for (const line of chunk.split('\n')) {
        const jest = /Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(?:\d+ todo, )?(?:(\d+) passed, )?\d+ total/.exec(
          line,
        );
        if (jest) {
          totals.failed += Number(jest[1] ?? 0);
          totals.passed += Number(jest[2] ?? 0);
        }
        // eslint-disable-next-line no-control-regex -- ESC starts the colour codes the runners print
        const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
        const playwright = /^\S*\s*(\d+) (passed|failed|flaky)( \(|$)/.exec(plain);
        if (playwright) totals[playwright[2] === 'passed' ? 'passed' : 'failed'] += Number(playwright[1]);
        const nodeTest = /(?:ℹ|#) (pass|fail) (\d+)$/.exec(plain);
        if (nodeTest) totals[nodeTest[1] === 'pass' ? 'passed' : 'failed'] += Number(nodeTest[2]);
      }
    };
    for (const [stream, target] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        target.write(chunk);
        scan(chunk);
      });
    }
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const steps = [
  { name: 'types', run: () => runCounted(['-r', '--workspace-concurrency=1', 'run', 'typecheck']) },
  {
    // ESLint and Prettier over the workspace, and a check that this step fails on a lint error or unformatted file.
    name: 'lint and format',
    run: async () => {
      const checked = await runCounted(['--test', 'scripts/lint.test.mjs'], [process.execPath]);
      return lint() === 0 ? checked : 1;
    },
  },
  {
    name: 'unit, component, API and integration tests',
    run: () => runCounted(['-r', '--workspace-concurrency=1', '--no-bail', '--filter', '!e2e', 'run', 'test']),
  },
  {
    name: 'production build',
    run: async () => {
      buildAll();
      return 0;
    },
  },
  {
    // The soak's order checks, and its short run: 10 shoppers paying against the built API, then a SIGKILL.
    name: 'store scripts: load and durability (quick soak)',
    id: 'soak',
    run: () =>
      runCounted(
        ['--test', 'scripts/soakChecks.test.mjs', 'scripts/soakQuick.test.mjs', 'scripts/bench/budgets.test.mjs'],
        [process.execPath],
      ),
  },
  { name: 'end-to-end tests', id: 'e2e', run: () => runCounted(['--filter', 'e2e', 'run', 'test']) },
];

const failedSteps = [];
try {
  ensureInstalled();
  for (const step of steps) {
    if (only && step.id !== only && step.name !== 'production build') continue;
    console.log(`\n=== ${step.name}`);
    let status;
    try {
      status = await step.run();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      status = 1;
    }
    if (status !== 0) {
      failedSteps.push(step.name);
      if (step.name === 'production build') break;
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failedSteps.push('install');
}

if (!process.env.TEST_DATABASE_URL && !only) {
  console.log(
    '\nNote: TEST_DATABASE_URL is not set, so the API suite ran on PGlite only (.ci/run sets it up for PostgreSQL).',
  );
}
console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'Every step passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
