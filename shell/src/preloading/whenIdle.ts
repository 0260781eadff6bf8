/**
 * Runs a task once the page has loaded and the browser is then idle (or a second after the load where
 * requestIdleCallback is missing, as in Safari), so that preloading never competes with what the shopper is waiting
 * for: the page's own files, its largest paint. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelIdle: (() => void) | undefined;
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1000);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    afterLoad();
  } else {
    window.addEventListener('load', afterLoad, { once: true });
  }
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelIdle?.();
  };
}
