// `npm run bench`: how fast the store is for a shopper on a phone, and what composing it at runtime costs.
// Builds for production (and the shell with the remotes built in), starts the store on ports 5400-5405 (or from
// --ports <first>) with a throw-away database, then measures:
//   - Lighthouse (mobile defaults, median of 3) on /home, /propertyList, /property/{id} and /cart (signed in as the
//     demo shopper), for the runtime-composed store and for the static-remotes build: scores, LCP, TBT, CLS,
//     JavaScript bytes (gzip) split into shell, shared libraries and remotes, requests before the first paint;
//   - in the browser, a filter click to the updated result list (median of 20);
//   - the API under load (autocannon): /health, /properties with random filters, /property/{id}.
// Prints one table with the budgets marked pass or FAIL and writes .bench/bench.json (and .bench/api.json).
// A benchmark, not a test: it never fails the build. Options: --skip-build, --only lighthouse,filter,api,
// --routes /home,/propertyList (Lighthouse on those routes only), --runtime-only (no static-remotes comparison),
// --ports 5500 (the store on 5500-5504).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureApi } from './bench/apiLoad.mjs';
import {
  DEFAULT_FIRST_PORT,
  STATIC_SHELL_DIR,
  buildForProduction,
  buildStaticShell,
  root,
  startStore,
} from './bench/benchStore.mjs';
import { launchBrowser, signInDemoShopper } from './bench/browser.mjs';
import { benchTable } from './bench/budgets.mjs';
import { measureFilterClick } from './bench/filterClick.mjs';
import { measureRoutes } from './bench/lighthouseRoutes.mjs';

/** A plan of the seeded catalogue (the seed is deterministic: plan 1 always exists). */
const PLAN_ID = 1;
const ROUTES = [
  { name: '/home', path: '/home' },
  { name: '/propertyList', path: '/propertyList' },
  { name: '/property/{id}', path: `/property/${PLAN_ID}` },
  { name: '/cart (signed in)', path: '/cart', signedIn: true },
];
const SECTIONS = ['lighthouse', 'filter', 'api'];

/**
 * The value of `--name value` or `--name=value`, or undefined.
 * @param {string[]} argv
 * @param {string} name
 */
function optionValue(argv, name) {
  const inline = argv.find((arg) => arg.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** @param {string[]} argv */
function options(argv) {
  const only = optionValue(argv, '--only');
  const sections = only === undefined ? SECTIONS : only.split(',');
  const unknown = sections.filter((section) => !SECTIONS.includes(section));
  if (unknown.length > 0) throw new Error(`Unknown section ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
  const routeNames = optionValue(argv, '--routes')?.split(',');
  const routes = routeNames ? ROUTES.filter((route) => routeNames.some((name) => route.name.startsWith(name))) : ROUTES;
  if (routes.length === 0) throw new Error(`--routes matches none of ${ROUTES.map((route) => route.name).join(', ')}`);
  const firstPort = Number(optionValue(argv, '--ports') ?? DEFAULT_FIRST_PORT);
  if (!Number.isInteger(firstPort) || firstPort < 1024 || firstPort > 65530)
    throw new Error('--ports takes the first of five free ports, e.g. 5500');
  return {
    sections: new Set(sections),
    build: !argv.includes('--skip-build'),
    routes,
    staticToo: !argv.includes('--runtime-only'),
    firstPort,
  };
}

/** @param {string} line */
const log = (line) => console.log(line);
const benchFolder = path.join(root, '.bench');

/**
 * Every Lighthouse report is kept (.bench/lighthouse/<build>-<route>-<run>.json) for a look at what it found.
 * @param {string} build
 * @returns {import('./bench/lighthouseRoutes.mjs').ReportSaver}
 */
function reportSaver(build) {
  const folder = path.join(benchFolder, 'lighthouse');
  mkdirSync(folder, { recursive: true });
  return (route, run, lhr) =>
    writeFile(path.join(folder, `${build}${route.path.replace(/\//g, '-')}-${run + 1}.json`), JSON.stringify(lhr));
}

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1e9),
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    node: process.version,
  };
}

async function main() {
  const { sections, build, routes, staticToo, firstPort } = options(process.argv.slice(2));
  const measureStatic = sections.has('lighthouse') && staticToo;
  const browserWanted = sections.has('lighthouse') || sections.has('filter');
  if (build) {
    log('Building for production (apps whose sources changed)…');
    buildForProduction();
    if (measureStatic) {
      log('Building the shell with the remotes built in (static-remotes mode)…');
      buildStaticShell();
    }
  }

  const dataParent = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const dataDir = path.join(dataParent, 'db');
  /** @type {import('./bench/budgets.mjs').BenchResults & { date: string, machine: ReturnType<typeof machine>, table?: import('./bench/budgets.mjs').BenchRow[] }} */
  const results = { date: new Date().toISOString(), machine: machine() };
  /** @type {Awaited<ReturnType<typeof launchBrowser>> | null} */
  let browser = null;
  try {
    log('Starting the store with a fresh database (the first start seeds it)…');
    const runtimeShellDir = path.join(root, 'shell', 'dist');
    let store = await startStore({ shellDistDir: runtimeShellDir, dataDir, firstPort });
    try {
      if (browserWanted) browser = await launchBrowser();
      // `&& browser` always holds here (the sections that need it launched it): it tells the type checker so.
      if (sections.has('lighthouse') && browser) {
        log('Lighthouse on the runtime-composed store…');
        const token = await signInDemoShopper(store.origin);
        results.lighthouse = {
          runtime: await measureRoutes({
            browser: browser.browser,
            port: browser.port,
            origin: store.origin,
            shellDistDir: runtimeShellDir,
            routes,
            token,
            log,
            saveReport: reportSaver('runtime'),
          }),
        };
      }
      if (sections.has('filter') && browser) {
        log('Filter click to updated results…');
        results.filterClick = await measureFilterClick({ browser: browser.browser, origin: store.origin });
      }
      if (sections.has('api')) {
        log('API under load…');
        results.api = await measureApi(store.origin);
      }
    } finally {
      await store.stop();
    }
    // Both hold whenever measureStatic does (the runtime store's Lighthouse section ran above).
    if (measureStatic && browser && results.lighthouse) {
      log('Lighthouse on the static-remotes build…');
      store = await startStore({ shellDistDir: STATIC_SHELL_DIR, dataDir, firstPort });
      try {
        const token = await signInDemoShopper(store.origin);
        results.lighthouse.static = await measureRoutes({
          browser: browser.browser,
          port: browser.port,
          origin: store.origin,
          shellDistDir: STATIC_SHELL_DIR,
          routes,
          token,
          log,
          saveReport: reportSaver('static'),
        });
      } finally {
        await store.stop();
      }
    }
  } finally {
    await browser?.close();
    rmSync(dataParent, { recursive: true, force: true });
  }

  results.table = benchTable(results);
  console.table(results.table);
  const { cpus, cpuModel, loadAverage } = results.machine;
  log(
    `Machine: ${cpus} × ${cpuModel}, load average at the end ${loadAverage.join(' ')} (a shared machine gives noisy figures).`,
  );
  const folder = benchFolder;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (results.api)
    writeFileSync(
      path.join(folder, 'api.json'),
      `${JSON.stringify({ date: results.date, ...results.api }, null, 2)}\n`,
    );
  log('Wrote .bench/bench.json');
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  // Budgets missed are reported in the table (exit 0); only a bench that could not run exits non-zero.
  process.exit(1);
});
