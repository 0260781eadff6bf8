// When the shell's scripts are fetched. A server-rendered page is on screen without them, so nothing but the page
// itself and its pictures should use a slow phone's network (or its CPU) before it shows: the page carries a few
// hundred bytes of start-up loader inline (startupLoader.ts), which asks for the shell's entry and everything it will
// load once the page has been painted, all at once, from two lists in the page.
import { PAGE_STATE_ID } from './pageState';

/** The id of the data block in which the shell's build names its start-up scripts (tooling/webpack/startupPreloadPlugin.cjs). */
export const STARTUP_SCRIPTS_ID = 'startup-scripts';

/** The longest the start waits for the page's load event: a picture that never arrives must not keep it inert. */
export const START_AT_THE_LATEST_MS = 3000;

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function readJson(doc: Document, id: string): unknown {
  try {
    return JSON.parse(doc.getElementById(id)?.textContent ?? 'null');
  } catch {
    return null;
  }
}

/** The scripts the page needs to start: the shell's (the build's list) and the opened page's on its remote. */
export function startupScriptsOf(doc: Document): string[] {
  const state = readJson(doc, PAGE_STATE_ID);
  const pageScripts: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'scripts') : undefined;
  return [...stringList(readJson(doc, STARTUP_SCRIPTS_ID)), ...stringList(pageScripts)];
}

/**
 * Asks for `scripts` at once, in parallel, for webpack and the federation runtime to find in the cache when they add
 * the same scripts (as plain script tags: no crossorigin here either, or the browser would fetch them twice).
 */
export function preloadScripts(doc: Document, scripts: readonly string[]): void {
  for (const href of scripts) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.appendChild(link);
  }
}

/**
 * Calls `then` once the browser has painted the page's first content (its `first-contentful-paint` entry), at once
 * where the browser does not report paints.
 */
function whenFirstPainted(win: Window, then: () => void): void {
  const { performance } = win;
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || typeof performance.getEntriesByName !== 'function' || painted()) {
    then();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Runs `start` once, after the page has loaded and been painted (the server-rendered page is then on screen with its
 * pictures), and at the latest after START_AT_THE_LATEST_MS. A light page loads before the browser has painted it,
 * and even the frame after load may come before its first paint: starting earlier would put the store's scripts on
 * the network, and their parsing on the CPU, ahead of the first paint.
 */
export function startAfterFirstPaint(doc: Document, win: Window, start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const startAfterNextPaint = () =>
    whenFirstPainted(win, () => win.requestAnimationFrame(() => win.setTimeout(startOnce, 0)));
  if (doc.readyState === 'complete') startAfterNextPaint();
  else win.addEventListener('load', startAfterNextPaint, { once: true });
  win.setTimeout(startOnce, START_AT_THE_LATEST_MS);
}

/** Adds the shell's entry to the page: it starts the store at once. */
export function runEntry(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.src = src;
  doc.head.appendChild(script);
}
