import { TimeoutExceededError, withTimeout } from './withTimeout';

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves with the value when the work finishes in time', async () => {
    const result = withTimeout(Promise.resolve('page'), 1000, 'too slow');
    await expect(result).resolves.toBe('page');
  });

  it('passes the work’s own failure through', async () => {
    const failure = new Error('manifest 404');
    await expect(withTimeout(Promise.reject(failure), 1000, 'too slow')).rejects.toBe(failure);
  });

  it('rejects with the message once the time is up', async () => {
    const never = new Promise<string>(() => {});
    const result = withTimeout(never, 6000, 'catalog did not answer within 6000 ms');
    jest.advanceTimersByTime(5999);
    const settled = jest.fn();
    result.then(settled, settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    await expect(result).rejects.toEqual(new TimeoutExceededError('catalog did not answer within 6000 ms'));
  });
});
