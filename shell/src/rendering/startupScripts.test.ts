import {
  START_AT_THE_LATEST_MS,
  STARTUP_SCRIPTS_ID,
  preloadScripts,
  runEntry,
  startAfterFirstPaint,
  startupScriptsOf,
} from './startupScripts';
import { PAGE_STATE_ID } from './pageState';

const SHELL_SCRIPTS = ['/bootstrap.1a2b3c4d.js', '/libraries.5e6f7a8b.js'];
const PAGE_SCRIPTS = ['http://localhost:3001/remoteEntry.js', 'http://localhost:3001/PlanDetailPage.9c8d7e6f.js'];

/** A page as the server sends it: the build's list of start-up scripts and the page's state. */
function servePage(): void {
  document.head.innerHTML = `<script type="application/json" id="${STARTUP_SCRIPTS_ID}">${JSON.stringify(SHELL_SCRIPTS)}</script>`;
  document.body.innerHTML = `<div id="root"><h1>The Delaney Residence</h1></div><script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify({ rendered: true, queries: null, scripts: PAGE_SCRIPTS })}</script>`;
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );

/** jsdom's document is `complete` once a test runs: a page still loading is what a phone sees first. */
function stillLoading(): void {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
}

/** The browser's next frame (fake timers run requestAnimationFrame every 16 ms), then a task. */
function afterNextPaint(): void {
  jest.advanceTimersByTime(17);
}

describe('starting the store once the page is on screen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the page to load and be painted, then starts once', () => {
    stillLoading();
    const start = jest.fn();
    startAfterFirstPaint(document, window, start);
    afterNextPaint();
    expect(start).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    afterNextPaint();
    expect(start).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(START_AT_THE_LATEST_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the latest after a few seconds when a picture keeps the page loading', () => {
    stillLoading();
    const start = jest.fn();
    startAfterFirstPaint(document, window, start);
    jest.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the first contentful paint where the browser reports paints', () => {
    const observers: Array<() => void> = [];
    let paints: PerformanceEntry[] = [];
    class FakePerformanceObserver {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(() => this.callback());
      }
      disconnect() {}
    }
    Object.assign(window, { PerformanceObserver: FakePerformanceObserver });
    Object.assign(window.performance, { getEntriesByName: () => paints });
    try {
      const start = jest.fn();
      startAfterFirstPaint(document, window, start);
      afterNextPaint();
      expect(start).not.toHaveBeenCalled();

      const firstPaint = { name: 'first-contentful-paint', entryType: 'paint', startTime: 120, duration: 0 };
      paints = [{ ...firstPaint, toJSON: () => firstPaint }];
      for (const observer of observers) observer();
      afterNextPaint();
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(window, 'PerformanceObserver');
      Reflect.deleteProperty(window.performance, 'getEntriesByName');
    }
  });

  it('starts after the next paint on a page that has loaded already', () => {
    const start = jest.fn();
    startAfterFirstPaint(document, window, start);
    expect(start).not.toHaveBeenCalled();
    afterNextPaint();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe("the page's start-up scripts", () => {
  it("lists the shell's scripts, then the opened page's, and asks for them all at once", () => {
    servePage();
    expect(startupScriptsOf(document)).toEqual([...SHELL_SCRIPTS, ...PAGE_SCRIPTS]);
    preloadScripts(document, startupScriptsOf(document));
    expect(preloaded()).toEqual([...SHELL_SCRIPTS, ...PAGE_SCRIPTS]);
  });

  it('finds nothing to ask for on a page without the lists (the dev server) or with a broken one', () => {
    document.head.innerHTML = `<script type="application/json" id="${STARTUP_SCRIPTS_ID}">[not json</script>`;
    document.body.innerHTML = '<div id="root"></div>';
    expect(startupScriptsOf(document)).toEqual([]);
  });

  it("adds the shell's entry as a script of the page", () => {
    document.head.innerHTML = '';
    runEntry(document, '/main.1a2b3c4d.js');
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/main.1a2b3c4d.js');
  });
});
