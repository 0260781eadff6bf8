import { sharedWhileRunning } from './sharedWhileRunning';

/** A piece of work the test finishes when it chooses, counting how often it was started. */
function controlledWork() {
  let starts = 0;
  const finishers: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const work = () => {
    starts += 1;
    return new Promise<string>((resolve, reject) => finishers.push({ resolve, reject }));
  };
  return { work, starts: () => starts, finish: (index: number) => finishers[index] };
}

describe('work shared while it runs', () => {
  it('runs once for calls with the same key made while it runs, and gives each the same result', async () => {
    const share = sharedWhileRunning<string>();
    const { work, starts, finish } = controlledWork();
    const first = share('user 1: order [4, 5]', work);
    const second = share('user 1: order [4, 5]', work);
    expect(starts()).toBe(1);
    finish(0)?.resolve('order 9');
    await expect(Promise.all([first, second])).resolves.toEqual(['order 9', 'order 9']);
  });

  it('runs separately for other keys, and again once the work has settled', async () => {
    const share = sharedWhileRunning<string>();
    const { work, starts, finish } = controlledWork();
    const mine = share('user 1: order [4]', work);
    const theirs = share('user 2: order [4]', work);
    expect(starts()).toBe(2);
    finish(0)?.resolve('order 9');
    finish(1)?.resolve('order 10');
    await expect(Promise.all([mine, theirs])).resolves.toEqual(['order 9', 'order 10']);
    const later = share('user 1: order [4]', work);
    expect(starts()).toBe(3);
    finish(2)?.resolve('order 9');
    await expect(later).resolves.toBe('order 9');
  });

  it('gives a failure to every call that shared it, and keeps none of it', async () => {
    const share = sharedWhileRunning<string>();
    const { work, starts, finish } = controlledWork();
    const first = share('user 1: order [4]', work);
    const second = share('user 1: order [4]', work);
    finish(0)?.reject(new Error('This plan is no longer in your cart.'));
    await expect(first).rejects.toThrow('This plan is no longer in your cart.');
    await expect(second).rejects.toThrow('This plan is no longer in your cart.');
    const retried = share('user 1: order [4]', work);
    expect(starts()).toBe(2);
    finish(1)?.resolve('order 9');
    await expect(retried).resolves.toBe('order 9');
  });
});
