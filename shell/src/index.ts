import { preloadFirstPage } from './preloading/preloadFirstPage';

/** Yields to the browser: each step of the start-up runs in a task of its own, none long enough to hold up a tap. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** A hidden tab paints no frames: its start-up waits this long at most. */
const FIRST_PAINT_WAIT_MS = 100;

/**
 * Once the browser has painted a frame: the page's first paint (index.html) shows before any start-up work, even
 * when the scripts arrive before the browser's first frame, as they do on a fast network and a slow phone.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });

void (async () => {
  await afterFirstPaint();
  // The opened page's remote starts loading now, while the shared libraries and bootstrap chunk still download.
  preloadFirstPage();
  await nextTask();
  // The shared libraries are negotiated and loaded in a step of their own, before the store's code runs.
  await import('react');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
})();
