// In the browser, a click on a filter of /propertyList, two ways:
//   - to the updated result list, timed by the catalogue's own Performance API marks (plan-search:filter-change when
//     the panel hands the change over, plan-search:results-shown once the new answer is on screen;
//     catalog-remote/src/plan-search/usePlanSearch.ts). The 100 ms debounce is included.
//   - Interaction to Next Paint: from the click to the next frame painted after its handlers ran. Read from the
//     browser's Event Timing API (PerformanceObserver 'event' entries with durationThreshold 16, the smallest it
//     allows), which is what the web-vitals library reads too, without adding it or its report-on-page-hide
//     protocol. An interaction's latency is the longest duration among its entries (pointerdown, pointerup and click
//     share an interactionId); one under 16 ms leaves no entry and counts as "under 16 ms". The page's INP, with
//     fewer than 50 interactions, is its slowest one (web-vitals' rule), ticks and unticks alike.
// The clicks are real mouse clicks through the DevTools protocol: the browser reports timings for trusted input only.
// Each timed click ticks a different checkbox (a question not asked before, so no cached answer); it is unticked
// again before the next. Once on the bench machine as it is, once more in a fresh tab with the CPU slowed down 4x
// (Lighthouse's phone), INP only there.
import { freshTab } from './browser.mjs';
import { median } from './statistics.mjs';

export const CLICKS = 20;
const SETTLE_TIMEOUT_MS = 10_000;
const CHECKBOXES = 'aside[aria-label="Filters"] input[type="checkbox"]';
/** The smallest durationThreshold the Event Timing API accepts: shorter interactions report nothing. */
export const EVENT_TIMING_THRESHOLD_MS = 16;
/** Where the page keeps what the bench's observer saw, and the pending wait for the results. */
const ENTRIES_KEY = '__benchEventEntries';
const SHOWN_KEY = '__benchResultsShown';
/** Event Timing entries are queued after the frame is painted: time enough for the observer to hear of them. */
const ENTRY_DELIVERY_MS = 150;
const PHONE_CPU_SLOWDOWN = 4;
const CLICK_ATTEMPTS = 3;
const VIEWPORT = { width: 1280, height: 900 };

/**
 * The page's hydrated filter panel, with the bench's Event Timing observer listening.
 * @param {import('puppeteer-core').Page} page
 * @param {string} origin
 */
async function openFilters(page, origin) {
  await page.setViewport(VIEWPORT);
  await page.goto(`${origin}/propertyList`, { waitUntil: 'networkidle0' });
  // The server sends the checkboxes before React owns them: a click before hydration is lost. React marks each
  // element it has hydrated with its props (an internal, used here only to know when to start clicking).
  await page.waitForFunction(
    (selector) => {
      const box = document.querySelector(selector);
      return box !== null && Object.keys(box).some((key) => key.startsWith('__reactProps'));
    },
    { timeout: SETTLE_TIMEOUT_MS },
    CHECKBOXES,
  );
  // The filter groups fold: the closed ones' checkboxes cannot be clicked. Opened as a shopper would, before timing.
  for (const toggle of await page.$$('aside[aria-label="Filters"] button[aria-expanded="false"]')) await toggle.click();
  await page.evaluate(
    (entriesKey, threshold) => {
      /** @type {Array<{ interactionId: number, startTime: number, duration: number }>} */
      const entries = [];
      Reflect.set(window, entriesKey, entries);
      // durationThreshold is Event Timing's option, newer than TypeScript's PerformanceObserverInit.
      const init = { type: 'event', durationThreshold: threshold, buffered: true };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // Event entries carry the interaction they belong to (0 for events that are not one, such as mousemove).
          const interactionId = Number(Reflect.get(entry, 'interactionId') ?? 0);
          if (interactionId > 0) entries.push({ interactionId, startTime: entry.startTime, duration: entry.duration });
        }
      }).observe(init);
    },
    ENTRIES_KEY,
    EVENT_TIMING_THRESHOLD_MS,
  );
}

/**
 * One click on checkbox number `index`: the time from its filter-change mark to the results-shown mark after it, and
 * the click's interaction latency (null: under 16 ms).
 * @param {import('puppeteer-core').Page} page
 * @param {number} index
 * @returns {Promise<{ toResultsMs: number, interactionMs: number | null }>}
 */
async function oneClick(page, index) {
  /** @type {number | undefined} */
  let clickedAt;
  for (let attempt = 1; clickedAt === undefined; attempt++) {
    const box = (await page.$$(CHECKBOXES))[index];
    if (!box) throw new Error(`No filter checkbox number ${index}`);
    const wasChecked = await box.evaluate((input) => input instanceof HTMLInputElement && input.checked);
    const startedAt = await page.evaluate(
      (shownKey, timeoutMs) => {
        performance.clearMarks();
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
        // Handled where it is awaited; kept from counting as unhandled until then.
        shown.catch(() => undefined);
        Reflect.set(window, shownKey, shown);
        return performance.now();
      },
      SHOWN_KEY,
      SETTLE_TIMEOUT_MS,
    );
    await box.click();
    // A click the page moved away from (the box scrolled as it was aimed at) ticks nothing: aimed again, untimed.
    const toggled = await box.evaluate(
      (input, before) => input instanceof HTMLInputElement && input.checked !== before,
      wasChecked,
    );
    if (toggled) clickedAt = startedAt;
    else if (attempt >= CLICK_ATTEMPTS) throw new Error(`Checkbox ${index} did not change after ${attempt} clicks`);
    else await new Promise((resolve) => setTimeout(resolve, ENTRY_DELIVERY_MS));
  }
  return page.evaluate(
    async (shownKey, entriesKey, since, deliveryMs, boxIndex) => {
      try {
        await Reflect.get(window, shownKey);
      } catch (error) {
        const marks = performance.getEntriesByType('mark').map((mark) => mark.name);
        const checkbox = document.querySelectorAll('aside[aria-label="Filters"] input[type="checkbox"]')[boxIndex];
        const checked = checkbox instanceof HTMLInputElement ? checkbox.checked : 'gone';
        throw new Error(
          `${error instanceof Error ? error.message : error} after a click on checkbox ${boxIndex} (checked: ${checked}, marks: ${marks.join(', ') || 'none'}, at ${location.href})`,
        );
      }
      const [change] = performance.getEntriesByName('plan-search:filter-change');
      const [results] = performance.getEntriesByName('plan-search:results-shown');
      if (!change || !results) throw new Error('The catalogue set no plan-search marks');
      await new Promise((resolve) => setTimeout(resolve, deliveryMs));
      /** @type {Array<{ interactionId: number, startTime: number, duration: number }>} */
      const entries = Reflect.get(window, entriesKey);
      const durations = entries.filter((entry) => entry.startTime >= since).map((entry) => entry.duration);
      return {
        toResultsMs: results.startTime - change.startTime,
        interactionMs: durations.length > 0 ? Math.max(...durations) : null,
      };
    },
    SHOWN_KEY,
    ENTRIES_KEY,
    clickedAt,
    ENTRY_DELIVERY_MS,
    index,
  );
}

/**
 * Interactions' latencies summed up: the page's INP (its slowest) and the median, null meaning under 16 ms.
 * @param {Array<number | null>} latencies
 */
export function interactionSummary(latencies) {
  const measured = latencies.filter((value) => value !== null);
  const worst = measured.length > 0 ? Math.max(...measured) : null;
  // Under the threshold counts as its smallest possible value, 0, for the median: the median is under 16 ms then.
  const middle = median(latencies.map((value) => value ?? 0));
  return {
    inpMs: worst,
    medianMs: middle === undefined || middle < EVENT_TIMING_THRESHOLD_MS ? null : middle,
    underThreshold: latencies.length - measured.length,
  };
}

/**
 * `CLICKS` timed ticks, each unticked again, on a fresh /propertyList.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} origin
 * @param {number} cpuSlowdown 1: as it is
 */
async function clickSession(browser, origin, cpuSlowdown) {
  const page = await freshTab(browser, origin, null);
  try {
    await openFilters(page, origin);
    if (cpuSlowdown > 1) {
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    /** @type {number[]} */
    const toResults = [];
    /** @type {Array<number | null>} */
    const interactions = [];
    for (let index = 0; index < CLICKS; index++) {
      const tick = await oneClick(page, index);
      toResults.push(tick.toResultsMs);
      interactions.push(tick.interactionMs);
      // Back to the unfiltered list: an interaction too, not a timed question.
      interactions.push((await oneClick(page, index)).interactionMs);
    }
    return { toResults, interactions };
  } finally {
    await page.close();
  }
}

/**
 * @param {{ browser: import('puppeteer-core').Browser, origin: string }} options
 */
export async function measureFilterClick({ browser, origin }) {
  const asItIs = await clickSession(browser, origin, 1);
  const phone = await clickSession(browser, origin, PHONE_CPU_SLOWDOWN);
  return {
    clicks: CLICKS,
    // Every click is timed, so the median is a number.
    medianMs: Math.round(median(asItIs.toResults) ?? NaN),
    durationsMs: asItIs.toResults.map(Math.round),
    interaction: {
      method: `Event Timing entries (PerformanceObserver 'event', durationThreshold ${EVENT_TIMING_THRESHOLD_MS})`,
      interactions: asItIs.interactions.length,
      asItIs: { ...interactionSummary(asItIs.interactions), latenciesMs: asItIs.interactions },
      cpuSlowdown: PHONE_CPU_SLOWDOWN,
      phone: { ...interactionSummary(phone.interactions), latenciesMs: phone.interactions },
    },
  };
}
