// The budgets (issue 7), and the one table the bench prints: each measure for the runtime-composed store
// and, where it applies, the same page with the remotes built into the shell; budget rows say pass or FAIL.

export const BUDGETS = {
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  homeJsKb: 170,
  compositionLcpRatio: 1.1,
  filterClickMs: 250,
  searchVsHealth: 0.2,
  searchP99Ms: 20,
};

/** @typedef {import('./lighthouseRoutes.mjs').RouteResult} RouteResult */
/** @typedef {{ measure: string, runtime: string | number | undefined, static: string | number, budget: string, result: string }} BenchRow */

/** @param {boolean} ok */
const verdict = (ok) => (ok ? 'pass' : 'FAIL');
/** @param {number | undefined} ms */
const seconds = (ms) => (ms === undefined ? '' : `${(ms / 1000).toFixed(2)} s`);
/** @param {import('./scriptBytes.mjs').ScriptKb | undefined} js */
const jsSplit = (js) => (js ? `${js.shell} + ${js.shared} + ${js.remotes} = ${js.total}` : '');
// A figure no run had (undefined) meets no budget, as NaN meets none.
/** @param {number | undefined} value @param {number} least */
const atLeast = (value, least) => value !== undefined && value >= least;
/** @param {number | undefined} value @param {number} most */
const atMost = (value, most) => value !== undefined && value <= most;

/**
 * Rows for one route: runtime-composed next to static, with the budgets that apply to every route.
 * @param {RouteResult} runtime
 * @param {RouteResult | undefined} measuredStatic
 * @returns {BenchRow[]}
 */
function routeRows(runtime, measuredStatic) {
  const name = runtime.route;
  if ('error' in runtime)
    return [
      {
        measure: `${name} Lighthouse`,
        runtime: `not measured: ${runtime.error}`,
        static: '',
        budget: '',
        result: 'FAIL',
      },
    ];
  const statik = measuredStatic === undefined || 'error' in measuredStatic ? undefined : measuredStatic;
  return [
    {
      measure: `${name} Lighthouse performance`,
      runtime: runtime.performance,
      static: statik?.performance ?? '',
      budget: `>= ${BUDGETS.performance}`,
      result: verdict(atLeast(runtime.performance, BUDGETS.performance)),
    },
    {
      measure: `${name} LCP`,
      runtime: seconds(runtime.lcpMs),
      static: seconds(statik?.lcpMs),
      budget: `<= ${seconds(BUDGETS.lcpMs)}`,
      result: verdict(atMost(runtime.lcpMs, BUDGETS.lcpMs)),
    },
    ...(statik
      ? [
          {
            measure: `${name} LCP runtime / static`,
            runtime: ((runtime.lcpMs ?? NaN) / (statik.lcpMs ?? NaN)).toFixed(2),
            static: '1.00',
            budget: `<= ${BUDGETS.compositionLcpRatio.toFixed(2)}`,
            result: verdict(atMost(runtime.lcpMs, (statik.lcpMs ?? NaN) * BUDGETS.compositionLcpRatio)),
          },
        ]
      : []),
    {
      measure: `${name} TBT`,
      runtime: `${runtime.tbtMs} ms`,
      static: statik ? `${statik.tbtMs} ms` : '',
      budget: `<= ${BUDGETS.tbtMs} ms`,
      result: verdict(atMost(runtime.tbtMs, BUDGETS.tbtMs)),
    },
    {
      measure: `${name} CLS`,
      runtime: runtime.cls,
      static: statik?.cls ?? '',
      budget: `<= ${BUDGETS.cls}`,
      result: verdict(atMost(runtime.cls, BUDGETS.cls)),
    },
    {
      measure: `${name} accessibility`,
      runtime: runtime.accessibility,
      static: statik?.accessibility ?? '',
      budget: '',
      result: '',
    },
    {
      measure: `${name} JS KB as sent (brotli) shell+shared+remotes`,
      runtime: jsSplit(runtime.js),
      static: jsSplit(statik?.js),
      budget: name === '/home' ? `<= ${BUDGETS.homeJsKb} KB` : '',
      result: name === '/home' ? verdict(runtime.js.total <= BUDGETS.homeJsKb) : '',
    },
    {
      measure: `${name} requests before FCP`,
      runtime: runtime.requestsBeforeFcp,
      static: statik?.requestsBeforeFcp ?? '',
      budget: '',
      result: '',
    },
  ];
}

/**
 * @param {Awaited<ReturnType<typeof import('./apiLoad.mjs').measureApi>>} api
 * @returns {BenchRow[]}
 */
function apiRows(api) {
  const [health, search, detail] = api.rows;
  /** @param {import('./apiLoad.mjs').ApiRow} row */
  const describe = (row) => `${row.reqPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.errors} errors`;
  return [
    { measure: `API ${health.endpoint}`, runtime: describe(health), static: '', budget: '', result: '' },
    { measure: `API ${search.endpoint}`, runtime: describe(search), static: '', budget: '', result: '' },
    {
      measure: 'API search req/s vs /health',
      runtime: search.vsHealth,
      static: '',
      budget: `>= ${BUDGETS.searchVsHealth}`,
      result: verdict(search.vsHealth >= BUDGETS.searchVsHealth && search.errors === 0),
    },
    {
      measure: 'API search p99',
      runtime: `${search.p99Ms} ms`,
      static: '',
      budget: `<= ${BUDGETS.searchP99Ms} ms`,
      result: verdict(search.p99Ms <= BUDGETS.searchP99Ms),
    },
    {
      measure: `API ${detail.endpoint}`,
      runtime: `${describe(detail)} (${detail.vsHealth} x /health)`,
      static: '',
      budget: '',
      result: '',
    },
  ];
}

/**
 * What the bench measured, each part if it ran.
 * @typedef {object} BenchResults
 * @property {{ runtime: RouteResult[], static?: RouteResult[] }} [lighthouse] the runtime-composed store and the
 *   static-remotes build
 * @property {Awaited<ReturnType<typeof import('./filterClick.mjs').measureFilterClick>>} [filterClick]
 * @property {Awaited<ReturnType<typeof import('./apiLoad.mjs').measureApi>>} [api]
 */

/**
 * @param {BenchResults} results
 * @returns {BenchRow[]}
 */
export function benchTable(results) {
  /** @type {BenchRow[]} */
  const rows = [];
  for (const runtime of results.lighthouse?.runtime ?? []) {
    rows.push(
      ...routeRows(
        runtime,
        results.lighthouse?.static?.find((item) => item.route === runtime.route),
      ),
    );
  }
  if (results.filterClick) {
    rows.push({
      measure: `Filter click to results (median of ${results.filterClick.clicks})`,
      runtime: `${results.filterClick.medianMs} ms`,
      static: '',
      budget: `<= ${BUDGETS.filterClickMs} ms`,
      result: verdict(results.filterClick.medianMs <= BUDGETS.filterClickMs),
    });
  }
  if (results.api) rows.push(...apiRows(results.api));
  return rows;
}
