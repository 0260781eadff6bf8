import { forgetFailedSharedLoads } from './forgetFailedSharedLoads';

/** Lets every settled promise's handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('forgetFailedSharedLoads', () => {
  it("drops a shared module's failed load so that the next request loads it again", async () => {
    const failed = Promise.reject(new Error('Loading chunk 211 failed.'));
    failed.catch(() => undefined);
    const shared = { loading: failed, loaded: false };

    forgetFailedSharedLoads({ default: { 'shared-ui/src/session/sessionStore': { '0.1.0': shared } } });
    await settle();

    expect(shared.loading).toBeNull();
  });

  it('forgets a load that is still running only once it fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const running = new Promise<never>((_resolve, reject) => {
      fail = reject;
    });
    running.catch(() => undefined);
    const shared = { loading: running, loaded: false };

    forgetFailedSharedLoads({ default: { notistack: { '3.0.2': shared } } });
    await settle();
    expect(shared.loading).toBe(running);

    fail(new Error('Loading chunk 7 failed.'));
    await settle();
    expect(shared.loading).toBeNull();
  });

  it('keeps loads that succeeded, and a newer load that replaced the failed one', async () => {
    const succeeded = Promise.resolve(() => ({}));
    const done = { loading: succeeded, loaded: true };
    const failed = Promise.reject(new Error('Loading chunk 9 failed.'));
    failed.catch(() => undefined);
    const replaced = { loading: failed as Promise<unknown>, loaded: false };

    forgetFailedSharedLoads({ default: { react: { '19.3.1': done }, zustand: { '5.1.0': replaced } } });
    const newer = Promise.resolve(() => ({}));
    replaced.loading = newer;
    await settle();

    expect(done.loading).toBe(succeeded);
    expect(replaced.loading).toBe(newer);
  });
});
