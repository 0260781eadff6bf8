/** Thrown by withTimeout when the wrapped work has not settled in time. */
export class TimeoutExceededError extends Error {
  override readonly name = 'TimeoutExceededError';
}

/** Settles like `work`, or rejects with TimeoutExceededError after `ms`. The work itself is not cancelled. */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutExceededError(message)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('the work failed without an Error', { cause: error }));
      },
    );
  });
}
