// The bench's table: which budget applies to which figure, and an earlier run beside this one.
// Run: node --test scripts/bench/budgets.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BUDGETS, benchTable } from './budgets.mjs';
import { interactionSummary } from './filterClick.mjs';

/** @type {import('./lighthouseRoutes.mjs').MeasuredRoute} */
const home = {
  route: '/home',
  path: '/home',
  performance: 99,
  accessibility: 100,
  lcpMs: 700,
  fcpMs: 600,
  tbtMs: 20,
  cls: 0,
  js: { shell: 10, shared: 100, remotes: 20, total: 130 },
  requestsBeforeFcp: 1,
  lcpElement: null,
  failedAudits: [],
  runs: [],
};
const cart = { ...home, route: '/cart (signed in)', path: '/cart', lcpMs: BUDGETS.cartLcpMs + 1 };

/** @param {import('./budgets.mjs').BenchRow[]} rows @param {string} measure */
const row = (rows, measure) => {
  const found = rows.find((item) => item.measure === measure);
  assert.ok(found, `a row ${measure}`);
  return found;
};

/** @param {Partial<import('./htmlLoad.mjs').HtmlRow>} figures @returns {import('./htmlLoad.mjs').HtmlRow} */
const planHtml = (figures) => ({
  page: '/property/{id}',
  path: '/property/1',
  reqPerSecond: 600,
  p50Ms: 40,
  p99Ms: 120,
  errors: 0,
  sentUnrendered: 0,
  htmlKb: 20,
  ...figures,
});

describe('the bench table', () => {
  test('holds the landing pages to the LCP budget and the cart to its figure before server rendering', () => {
    const rows = benchTable({ lighthouse: [home, cart] });
    assert.equal(row(rows, '/home LCP').result, 'pass');
    assert.equal(row(rows, '/home LCP').budget, '<= 0.80 s');
    assert.equal(row(rows, '/cart (signed in) LCP').result, 'FAIL');
    assert.equal(row(rows, '/home JS KB as sent (brotli) shell+shared+remotes').result, 'pass');
    assert.equal(row(rows, '/cart (signed in) JS KB as sent (brotli) shell+shared+remotes').budget, '');
  });

  test("budgets a plan page's HTML, and counts a page sent unrendered as a miss", () => {
    const fast = benchTable({ html: { connections: 50, durationSeconds: 10, rows: [planHtml({})] } });
    assert.equal(row(fast, '/property/{id} HTML req/s (50 connections)').result, 'pass');
    assert.equal(row(fast, '/property/{id} HTML p50 / p99').result, 'pass');
    const frames = benchTable({
      html: { connections: 50, durationSeconds: 10, rows: [planHtml({ sentUnrendered: 3 })] },
    });
    assert.equal(row(frames, '/property/{id} HTML p50 / p99').result, 'FAIL');
    const slow = benchTable({
      html: { connections: 50, durationSeconds: 10, rows: [planHtml({ page: '/home', p99Ms: 900 })] },
    });
    assert.equal(row(slow, '/home HTML p50 / p99').result, '');
  });

  test("holds the cart's LCP and /home's JavaScript to the earlier run's figures when there is one", () => {
    const rows = benchTable(
      {
        lighthouse: [
          { ...cart, lcpMs: 2500 },
          { ...home, js: { ...home.js, total: 168 } },
        ],
      },
      {
        lighthouse: [
          { ...cart, lcpMs: 3000 },
          { ...home, js: { ...home.js, total: 169 } },
        ],
      },
    );
    assert.equal(row(rows, '/cart (signed in) LCP').budget, '<= 3.00 s (before)');
    assert.equal(row(rows, '/cart (signed in) LCP').result, 'pass');
    const homeJs = row(rows, '/home JS KB as sent (brotli) shell+shared+remotes');
    assert.equal(homeJs.budget, '<= 169 KB (before)');
    assert.equal(homeJs.result, 'pass');
    const heavier = benchTable(
      { lighthouse: [{ ...home, js: { ...home.js, total: 170 } }] },
      { lighthouse: [{ ...home, js: { ...home.js, total: 169 } }] },
    );
    assert.equal(row(heavier, '/home JS KB as sent (brotli) shell+shared+remotes').result, 'FAIL');
  });

  test("puts an earlier run's figure beside each measure, reading the older runs' Lighthouse shape too", () => {
    const rows = benchTable(
      { lighthouse: [home] },
      { lighthouse: { runtime: [{ ...home, performance: 96 }] }, filterClick: { clicks: 20, medianMs: 130 } },
    );
    assert.deepEqual(row(rows, '/home Lighthouse performance'), {
      measure: '/home Lighthouse performance',
      before: 96,
      value: 99,
      budget: '>= 95',
      result: 'pass',
    });
  });
});

describe("a filter click's interactions", () => {
  test('INP is the slowest; one the browser did not report is under 16 ms', () => {
    assert.deepEqual(interactionSummary([24, null, 40, null, null]), { inpMs: 40, medianMs: null, underThreshold: 3 });
    assert.deepEqual(interactionSummary([24, 32, 40]), { inpMs: 40, medianMs: 32, underThreshold: 0 });
    assert.deepEqual(interactionSummary([null, null]), { inpMs: null, medianMs: null, underThreshold: 2 });
  });
});
