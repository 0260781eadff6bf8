import { preloadFirstPage } from './preloading/preloadFirstPage';

/** Yields to the browser: each step of the start-up runs in a task of its own, none long enough to hold up a tap. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The page has painted by now: its loader (index.html) asks for this script only after the first frame.
void (async () => {
  // The opened page's remote starts loading now, while the shared libraries and bootstrap chunk still download.
  preloadFirstPage();
  await nextTask();
  // The shared libraries are negotiated and loaded in a step of their own, before the store's code runs.
  await import('react');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
})();
