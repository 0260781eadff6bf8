/**
 * Folds concurrent calls with the same key into one: a call made while another with its key is running gets that
 * call's result (or its error) instead of doing the work again. Nothing is kept once the work settles, so a later call
 * does it anew (unlike getOrLoad's cache). For requests whose second copy would only find what the first is writing,
 * such as a double click's two POST orders.
 */
export function sharedWhileRunning<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const current = running.get(key);
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
