export interface WaitForOptions {
  /** How long the condition may take before the test fails. */
  timeoutMs?: number;
  /** How often the condition is asked again. */
  intervalMs?: number;
  /** What is being waited for, for the failure's message. */
  what?: string;
}

/**
 * Resolves as soon as `condition` holds, asking it again every `intervalMs`; rejects once `timeoutMs` has passed
 * without it. Tests wait for what they need (a rebuilt index, a restarted thread) instead of sleeping for a time
 * that is too long on a quiet machine and too short on a busy one.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 5000, intervalMs = 10, what = 'the condition' }: WaitForOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() >= deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
