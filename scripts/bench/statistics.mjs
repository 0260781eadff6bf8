/**
 * The middle value (the mean of the two middle ones for an even count); undefined for no values.
 * @param {number[]} values
 * @returns {number | undefined}
 */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) return undefined; // no values
  const lower = sorted[middle - 1] ?? upper; // there is one for an even count
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2;
}

/**
 * The run whose `key` is the median of all runs' (Lighthouse's own advice: report one whole run, not a mix).
 * @template {string} K
 * @template {Record<K, number>} Run
 * @param {Run[]} runs
 * @param {K} key
 * @returns {Run | undefined} undefined for no runs
 */
export function medianRun(runs, key) {
  const sorted = [...runs].sort((a, b) => a[key] - b[key]);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
