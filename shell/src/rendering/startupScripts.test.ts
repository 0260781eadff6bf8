import { START_AT_THE_LATEST_MS, STARTUP_SCRIPTS_ID, startWhenShown } from './startupScripts';
import { PAGE_STATE_ID } from './pageState';

const SHELL_SCRIPTS = ['/bootstrap.1a2b3c4d.js', '/libraries.5e6f7a8b.js'];
const PAGE_SCRIPTS = ['http://localhost:3001/remoteEntry.js', 'http://localhost:3001/PlanDetailPage.9c8d7e6f.js'];

/** A page as the server sends it: the build's list of start-up scripts and the page's state. */
function servePage(rendered: boolean): void {
  document.head.innerHTML = `<script type="application/json" id="${STARTUP_SCRIPTS_ID}">${JSON.stringify(SHELL_SCRIPTS)}</script>`;
  document.body.innerHTML = `<div id="root"><h1>The Delaney Residence</h1></div><script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify({ rendered, queries: null, scripts: PAGE_SCRIPTS })}</script>`;
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );

/** jsdom's document is `complete` once a test runs: a page still loading is what a phone sees first. */
function stillLoading(): void {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
}

describe('starting the store once the page is on screen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks for no script while a server-rendered page loads, then for all of them at once, and starts once', () => {
    servePage(true);
    stillLoading();
    const start = jest.fn();
    startWhenShown(document, window, start);
    expect(start).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    expect(preloaded()).toEqual([...SHELL_SCRIPTS, ...PAGE_SCRIPTS]);
    expect(start).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(START_AT_THE_LATEST_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a page sent as its frame: it shows nothing until the scripts run', () => {
    servePage(false);
    stillLoading();
    const start = jest.fn();
    startWhenShown(document, window, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual([...SHELL_SCRIPTS, ...PAGE_SCRIPTS]);
  });

  it('starts at the latest after a few seconds when a picture keeps the page loading', () => {
    servePage(true);
    stillLoading();
    const start = jest.fn();
    startWhenShown(document, window, start);
    jest.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a page that has loaded already, and on a page with no lists (the dev server)', () => {
    servePage(true);
    const start = jest.fn();
    startWhenShown(document, window, start);
    expect(start).toHaveBeenCalledTimes(1);

    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    stillLoading();
    const startBare = jest.fn();
    startWhenShown(document, window, startBare);
    expect(startBare).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual([]);
  });
});
