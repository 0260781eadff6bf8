// `npm run bench`: how fast the store is for a shopper on a phone, and what rendering its pages on the server costs.
// Builds for production, starts the store on ports 5400-5405 (or from --ports <first>) with a throw-away database,
// then measures:
//   - Lighthouse (mobile defaults, median of 3) on /home, /propertyList, /property/{id} and /cart (signed in as the
//     demo shopper): scores, LCP, FCP, TBT, CLS, JavaScript bytes as sent split into shell, shared libraries and
//     remotes, requests before the first paint;
//   - in the browser, a filter click on /propertyList: to the updated result list (median of 20), and its
//     Interaction to Next Paint (as it is, and with the CPU slowed down 4x);
//   - the pages' HTML under 50 concurrent requests (autocannon): a plan page, 2,000 plan pages in turn,
//     /propertyList and /home;
//   - the API under load (autocannon): /health, /properties with random filters, /property/{id}.
// Prints one table with the budgets marked pass or FAIL and writes .bench/bench.json (and .bench/api.json).
// A benchmark, not a test: it never fails the build. Options:
//   --skip-build; --only lighthouse,filter,html,api; --routes /home,/propertyList (Lighthouse on those only);
//   --runs 9 (Lighthouse runs per route, 3 unless given: on a shared machine one run's TBT can be several times
//   another's, and a median of three follows the machine);
//   --ports 5500 (the store on 5500-5505);
//   --store-root <checkout> measures another checkout's build (e.g. a worktree of an earlier commit) with this bench;
//   --compare a.json[,b.json] prints an earlier run's figures beside these (later files' sections override);
//   --out <file> writes the results there instead of .bench/bench.json.
// --runtime-only is accepted and changes nothing: the comparison with a static-remotes build it turned off is gone
// (docs/decisions/server-rendering-performance.md says why).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureApi } from './bench/apiLoad.mjs';
import { DEFAULT_FIRST_PORT, buildForProduction, root, startStore } from './bench/benchStore.mjs';
import { launchBrowser, signInDemoShopper } from './bench/browser.mjs';
import { benchTable } from './bench/budgets.mjs';
import { measureFilterClick } from './bench/filterClick.mjs';
import { seededRandom } from './bench/filterQueries.mjs';
import { measureHtml } from './bench/htmlLoad.mjs';
import { RUNS_PER_ROUTE, measureRoutes } from './bench/lighthouseRoutes.mjs';

/** A plan of the seeded catalogue (the seed is deterministic: plan 1 always exists). */
const PLAN_ID = 1;
const ROUTES = [
  { name: '/home', path: '/home' },
  { name: '/propertyList', path: '/propertyList' },
  { name: '/property/{id}', path: `/property/${PLAN_ID}` },
  { name: '/cart (signed in)', path: '/cart', signedIn: true },
];
/** Plans of the seeded catalogue (10,000) whose pages are asked for in turn: a different page each request. */
const PLANS_IN_TURN = 2_000;
/** The pages whose HTML is measured under load: the plan page first (it has the budget). */
const HTML_PAGES = [
  { name: '/property/{id}', path: `/property/${PLAN_ID}` },
  {
    name: `/property/{id}, ${PLANS_IN_TURN.toLocaleString('en')} plans in turn`,
    path: `/property/${PLAN_ID}`,
    paths: plansInTurn(),
  },
  { name: '/propertyList', path: '/propertyList' },
  { name: '/home', path: '/home' },
];
const SECTIONS = ['lighthouse', 'filter', 'html', 'api'];

/** Plan pages, every one a different plan, spread over the catalogue (the same ones every run). */
function plansInTurn() {
  const random = seededRandom(20261128);
  return Array.from({ length: PLANS_IN_TURN }, () => `/property/${1 + Math.floor(random() * 10_000)}`);
}

/** @param {string} line */
const log = (line) => console.log(line);
const benchFolder = path.join(root, '.bench');

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
  const runsPerRoute = Number(optionValue(argv, '--runs') ?? RUNS_PER_ROUTE);
  if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1 || runsPerRoute > 25)
    throw new Error('--runs takes the number of Lighthouse runs per route, 1 to 25');
  const firstPort = Number(optionValue(argv, '--ports') ?? DEFAULT_FIRST_PORT);
  if (!Number.isInteger(firstPort) || firstPort < 1024 || firstPort > 65530)
    throw new Error('--ports takes the first of six free ports, e.g. 5500');
  const storeRoot = path.resolve(optionValue(argv, '--store-root') ?? root);
  const compare = optionValue(argv, '--compare')?.split(',') ?? [];
  const out = path.resolve(optionValue(argv, '--out') ?? path.join(benchFolder, 'bench.json'));
  return {
    sections: new Set(sections),
    build: !argv.includes('--skip-build'),
    routes,
    runsPerRoute,
    firstPort,
    storeRoot,
    compare,
    out,
  };
}

/**
 * Every Lighthouse report is kept (.bench/lighthouse/<label>-<route>-<run>.json) for a look at what it found.
 * @param {string} label the results file's name
 * @returns {import('./bench/lighthouseRoutes.mjs').ReportSaver}
 */
function reportSaver(label) {
  const folder = path.join(benchFolder, 'lighthouse');
  mkdirSync(folder, { recursive: true });
  return (route, run, lhr) =>
    writeFile(path.join(folder, `${label}${route.path.replace(/\//g, '-')}-${run + 1}.json`), JSON.stringify(lhr));
}

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1e9),
    /** 1, 5 and 15 minutes, when the run started; `loadAverageAtEnd` is added as it ends. */
    loadAverage: loadAverage(),
    node: process.version,
  };
}

/**
 * The commit a checkout is at, and whether it has changes of its own (measured as built, not as committed).
 * @param {string} checkout
 */
function commitOf(checkout) {
  /** @param {string[]} args */
  const git = (args) => execFileSync('git', ['-C', checkout, ...args], { encoding: 'utf8' }).trim();
  try {
    return {
      commit: git(['rev-parse', 'HEAD']),
      changed: git(['status', '--porcelain', '--untracked-files=no']) !== '',
    };
  } catch {
    return { commit: 'unknown', changed: false };
  }
}

/**
 * Earlier runs' results, merged in order (a later file's sections replace an earlier one's).
 * @param {string[]} files
 * @returns {import('./bench/budgets.mjs').BenchResults | undefined}
 */
function readCompared(files) {
  if (files.length === 0) return undefined;
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(path.resolve(file), 'utf8'))));
}

async function main() {
  const { sections, build, routes, runsPerRoute, firstPort, storeRoot, compare, out } = options(process.argv.slice(2));
  const compared = readCompared(compare);
  const browserWanted = sections.has('lighthouse') || sections.has('filter');
  if (build) {
    log(`Building ${storeRoot === root ? '' : `${storeRoot} `}for production (apps whose sources changed)…`);
    buildForProduction(storeRoot);
  }

  const dataParent = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const dataDir = path.join(dataParent, 'db');
  const label = path.basename(out, '.json');
  /** @type {import('./bench/budgets.mjs').BenchResults & { date: string, machine: ReturnType<typeof machine>, store: { root: string, commit: string, changed: boolean }, loadAverageAtEnd?: number[], table?: import('./bench/budgets.mjs').BenchRow[] }} */
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    store: { root: storeRoot, ...commitOf(storeRoot) },
  };
  /** @type {Awaited<ReturnType<typeof launchBrowser>> | null} */
  let browser = null;
  try {
    log('Starting the store with a fresh database (the first start seeds it)…');
    const shellDistDir = path.join(storeRoot, 'shell', 'dist');
    const store = await startStore({ shellDistDir, dataDir, firstPort, storeRoot });
    try {
      if (browserWanted) browser = await launchBrowser();
      // `&& browser` always holds here (the sections that need it launched it): it tells the type checker so.
      if (sections.has('lighthouse') && browser) {
        log('Lighthouse…');
        const token = await signInDemoShopper(store.origin);
        results.lighthouse = await measureRoutes({
          browser: browser.browser,
          port: browser.port,
          origin: store.origin,
          shellDistDir,
          routes,
          runsPerRoute,
          token,
          log,
          saveReport: reportSaver(label),
        });
      }
      if (sections.has('filter') && browser) {
        log('Filter click: to updated results, and its INP…');
        try {
          results.filterClick = await measureFilterClick({ browser: browser.browser, origin: store.origin });
        } catch (error) {
          // A click the page lost must not cost the figures still to come; the table shows none for it.
          log(`  Filter click not measured: ${error instanceof Error ? error.message : error}`);
        }
      }
      if (sections.has('html')) {
        log('Pages’ HTML under load…');
        results.html = await measureHtml(store.origin, HTML_PAGES, store.pagesSentUnrendered);
      }
      if (sections.has('api')) {
        log('API under load…');
        results.api = await measureApi(store.origin);
      }
    } finally {
      await store.stop();
    }
  } finally {
    await browser?.close();
    rmSync(dataParent, { recursive: true, force: true });
  }

  results.table = benchTable(results, compared);
  console.table(results.table);
  results.loadAverageAtEnd = loadAverage();
  const { cpus, cpuModel } = results.machine;
  log(
    `Machine: ${cpus} × ${cpuModel}, load average at the start ${results.machine.loadAverage.join(' ')}, at the end ${results.loadAverageAtEnd.join(' ')} (a shared machine gives noisy figures).`,
  );
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  if (results.api)
    writeFileSync(
      path.join(path.dirname(out), 'api.json'),
      `${JSON.stringify({ date: results.date, ...results.api }, null, 2)}\n`,
    );
  log(`Wrote ${path.relative(process.cwd(), out) || out}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  // Budgets missed are reported in the table (exit 0); only a bench that could not run exits non-zero.
  process.exit(1);
});
