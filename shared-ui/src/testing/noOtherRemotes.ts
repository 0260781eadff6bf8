import type { RemoteLoader } from 'shared-ui';

/** A RemoteLoader for tests of one remote alone: any fragment of another remote fails to load, as if it were down. */
export const noOtherRemotes: RemoteLoader = {
  loadModule: () => Promise.reject(new Error('No other remote runs in this test.')),
  preload: () => undefined,
};
