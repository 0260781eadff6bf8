// What the soak's shoppers saw: every request's status (or network failure) and every step's duration, per phase.

/**
 * Nearest-rank percentile of an ascending array, in ms with one decimal; null for no samples.
 * @param {number[]} sorted
 * @param {number} fraction
 */
export function percentile(sorted, fraction) {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  const value = sorted[index];
  if (value === undefined) return null; // no samples
  return Math.round(value * 10) / 10;
}

/** The steps a shopper goes through on each round, in the checkout remote's order. */
export const STEPS = ['add to cart', 'checkout', 'pay'];

/**
 * An answer other than the expected one, or a network failure.
 * @typedef {{ step: string, request: string, outcome: string, at: number }} Failure
 */

export class PhaseTally {
  /** @param {string} name */
  constructor(name) {
    this.name = name;
    /** 'GET cart/:id' -> { '200': n, 'network': n, ... } @type {Map<string, Record<string, number>>} */
    this.statusesByRequest = new Map();
    /** 'GET cart/:id' -> durations (ms) of its expected answers @type {Map<string, number[]>} */
    this.durationsByRequest = new Map();
    /** step -> request count, and durations (ms) of the steps that completed @type {Map<string, number>} */
    this.requestsByStep = new Map(STEPS.map((step) => [step, 0]));
    /** @type {Map<string, number[]>} */
    this.durationsByStep = new Map(STEPS.map((step) => [step, []]));
    /** @type {Map<string, number>} */
    this.failuresByStep = new Map(STEPS.map((step) => [step, 0]));
    /** Every answer other than the expected one, and every network failure, with when it happened. @type {Failure[]} */
    this.failures = [];
    /** When each expected answer arrived (ms since the epoch): what the store served during an outage. @type {number[]} */
    this.answeredAt = [];
    this.startedAt = 0;
    this.endedAt = 0;
  }

  /**
   * `expected`: the status this request should answer (200, or 402 for the declined test card).
   * @param {string} step
   * @param {string} label
   * @param {string} outcome the status, or 'network', 'bad body'
   * @param {{ at: number, durationMs: number, expected?: string }} timing
   */
  recordRequest(step, label, outcome, { at, durationMs, expected = '200' }) {
    const statuses = this.statusesByRequest.get(label) ?? {};
    statuses[outcome] = (statuses[outcome] ?? 0) + 1;
    this.statusesByRequest.set(label, statuses);
    this.requestsByStep.set(step, (this.requestsByStep.get(step) ?? 0) + 1);
    if (outcome === expected) {
      const durations = this.durationsByRequest.get(label) ?? [];
      durations.push(durationMs);
      this.durationsByRequest.set(label, durations);
      this.answeredAt.push(at);
    } else {
      this.failures.push({ step, request: label, outcome, at });
    }
  }

  /** @param {string} step @param {number} durationMs @param {boolean} completed */
  recordStep(step, durationMs, completed) {
    if (completed) this.durationsByStep.get(step)?.push(durationMs);
    else this.failuresByStep.set(step, (this.failuresByStep.get(step) ?? 0) + 1);
  }

  seconds() {
    return (this.endedAt - this.startedAt) / 1000;
  }

  /** One row per step: requests per second, step latency, failed steps. */
  rows() {
    const seconds = this.seconds();
    return STEPS.map((step) => {
      const durations = [...(this.durationsByStep.get(step) ?? [])].sort((a, b) => a - b);
      return {
        phase: this.name,
        step,
        'req/s': Math.round((this.requestsByStep.get(step) ?? 0) / seconds),
        'p50 ms': percentile(durations, 0.5),
        'p99 ms': percentile(durations, 0.99),
        done: durations.length,
        failed: this.failuresByStep.get(step) ?? 0,
      };
    });
  }

  /** One row per request the shoppers make: how many, latency of its expected answers, the others. */
  requestRows() {
    return [...this.statusesByRequest].map(([label, statuses]) => {
      const durations = [...(this.durationsByRequest.get(label) ?? [])].sort((a, b) => a - b);
      const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
      return {
        phase: this.name,
        request: label,
        'req/s': Math.round((total / this.seconds()) * 10) / 10,
        'p50 ms': percentile(durations, 0.5),
        'p99 ms': percentile(durations, 0.99),
        answers: JSON.stringify(statuses),
      };
    });
  }

  /** Answers by status over every request: { '200': n, '500': n, network: n }. */
  statusTotals() {
    /** @type {Record<string, number>} */
    const totals = {};
    for (const statuses of this.statusesByRequest.values()) {
      for (const [outcome, count] of Object.entries(statuses)) totals[outcome] = (totals[outcome] ?? 0) + count;
    }
    return totals;
  }

  toJSON() {
    return {
      name: this.name,
      seconds: Math.round(this.seconds() * 10) / 10,
      rows: this.rows(),
      requests: this.requestRows(),
      statusTotals: this.statusTotals(),
      statusesByRequest: Object.fromEntries(this.statusesByRequest),
      failures: this.failures.slice(0, 50),
    };
  }
}
