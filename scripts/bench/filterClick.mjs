// In the browser: from a click on a filter to the updated result list, timed by the catalogue's own Performance API
// marks (plan-search:filter-change when the panel hands the change over, plan-search:results-shown once the new
// answer is on screen; catalog-remote/src/plan-search/usePlanSearch.ts). The 100 ms debounce is included.
// Each timed click ticks a different checkbox (a question not asked before, so no cached answer); it is unticked
// again, untimed, before the next. No CPU or network throttling: the bench machine as it is.
import { freshTab } from './browser.mjs';
import { median } from './statistics.mjs';

export const CLICKS = 20;
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Resolves with the time from the last filter-change mark to the first results-shown mark after it.
 * @param {import('puppeteer-core').Page} page
 * @param {number} checkboxIndex
 */
function timedClick(page, checkboxIndex) {
  return page.evaluate(
    /** @param {number} index @param {number} timeoutMs */
    async (index, timeoutMs) => {
      performance.clearMarks();
      const boxes = document.querySelectorAll('aside[aria-label="Filters"] input[type="checkbox"]');
      const box = boxes[index];
      if (!(box instanceof HTMLInputElement)) throw new Error(`No filter checkbox number ${index}`);
      /** @type {Promise<void>} */
      const shown = new Promise((resolve, reject) => {
        const observer = new PerformanceObserver((list) => {
          if (list.getEntriesByName('plan-search:results-shown').length > 0) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe({ type: 'mark' });
        setTimeout(() => reject(new Error('No updated result list in time')), timeoutMs);
      });
      box.click();
      await shown;
      const [change] = performance.getEntriesByName('plan-search:filter-change');
      const [results] = performance.getEntriesByName('plan-search:results-shown');
      if (!change || !results) throw new Error('The catalogue set no plan-search marks');
      return results.startTime - change.startTime;
    },
    checkboxIndex,
    SETTLE_TIMEOUT_MS,
  );
}

/** @param {{ browser: import('puppeteer-core').Browser, origin: string }} options */
export async function measureFilterClick({ browser, origin }) {
  const page = await freshTab(browser, origin, null);
  try {
    await page.goto(`${origin}/propertyList`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('aside[aria-label="Filters"] input[type="checkbox"]');
    /** @type {number[]} */
    const durations = [];
    for (let index = 0; index < CLICKS; index++) {
      durations.push(await timedClick(page, index));
      await timedClick(page, index); // untick: back to the unfiltered list, not timed
    }
    // Every click is timed, so the median is a number.
    return { clicks: CLICKS, medianMs: Math.round(median(durations) ?? NaN), durationsMs: durations.map(Math.round) };
  } finally {
    await page.close();
  }
}
