// When the shell's scripts are fetched. A server-rendered page is on screen without them, so nothing but the page
// itself and its pictures should use a slow phone's network before it shows: the shell's entry (main.js, the one
// script the page names) asks for the rest once the page has loaded, all at once, from two lists in the page.
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

/**
 * What the page needs to start: the shell's start-up scripts (the build's list) and the opened page's scripts on its
 * remote (the page state's list); and whether the server rendered the page, so that it can wait.
 */
export function startupOf(doc: Document): { scripts: string[]; rendered: boolean } {
  const state = readJson(doc, PAGE_STATE_ID);
  const fromState = (key: string): unknown =>
    typeof state === 'object' && state !== null ? Reflect.get(state, key) : undefined;
  return {
    scripts: [...stringList(readJson(doc, STARTUP_SCRIPTS_ID)), ...stringList(fromState('scripts'))],
    rendered: fromState('rendered') === true,
  };
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
 * Runs `start` once: when the page has loaded (a server-rendered page is then on screen with its pictures), at once
 * for a page sent as a frame (it shows nothing until the scripts run), and at the latest after
 * START_AT_THE_LATEST_MS.
 */
export function startWhenShown(doc: Document, win: Window, start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    const { scripts } = startupOf(doc);
    preloadScripts(doc, scripts);
    start();
  };
  if (doc.readyState === 'complete' || !startupOf(doc).rendered) {
    startOnce();
    return;
  }
  win.addEventListener('load', startOnce, { once: true });
  win.setTimeout(startOnce, START_AT_THE_LATEST_MS);
}
