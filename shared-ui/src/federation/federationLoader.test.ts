import { RemoteLoadError } from '../telemetry/remoteFailures';
import { devRuntimeConfig as config } from '../testing/devRuntimeConfig';
import { createFederationLoader, MANIFEST_FETCH_TIMEOUT_MS } from './federationLoader';

type Plugin = Record<string, unknown>;

/** Calls one hook of a runtime plugin the way the runtime would, with only the arguments a test cares about. */
function callHook(plugin: Plugin | undefined, name: string, ...args: unknown[]): unknown {
  const hook = plugin?.[name];
  if (typeof hook !== 'function') throw new Error(`The plugin has no ${name} hook.`);
  return hook(...args);
}

/**
 * A stand-in for the build plugin's runtime instance that behaves like MF 2.9 where it matters here: remotes and
 * plugins are registered on it, a remote registered again with { force: true } starts afresh, and a container that
 * initialises tells the plugins (initContainer).
 */
class FakeRuntime {
  name = 'shell';
  remotes = new Map<string, string>();
  plugins: Plugin[] = [];
  registerCalls: Array<{ names: string[]; force: boolean }> = [];
  preloadCalls: unknown[] = [];
  /** What the next loadRemote of a request does. */
  behaviour = new Map<string, () => Promise<unknown>>();
  preloadResult: Promise<void> = Promise.resolve();

  registerPlugins(plugins: Plugin[]) {
    this.plugins.push(...plugins);
  }

  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) {
    this.registerCalls.push({ names: remotes.map((remote) => remote.name), force: Boolean(options?.force) });
    for (const { name, entry } of remotes) {
      if (this.remotes.has(name) && !options?.force) continue;
      this.remotes.set(name, entry);
    }
  }

  async loadRemote(request: string): Promise<unknown> {
    const [remote = ''] = request.split('/');
    if (!this.remotes.has(remote)) throw new Error(`RUNTIME-004: ${remote} is not registered`);
    const behaviour = this.behaviour.get(request);
    if (!behaviour) throw new Error(`no behaviour for ${request}`);
    return behaviour();
  }

  preloadRemote(args: unknown[]) {
    this.preloadCalls.push(...args);
    return this.preloadResult;
  }

  /** What the runtime does once a remote's remoteEntry.js has run and its init() worked. */
  initContainer(remote: string) {
    for (const plugin of this.plugins) {
      if (typeof plugin.initContainer === 'function')
        callHook(plugin, 'initContainer', { remoteInfo: { name: remote } });
    }
  }

  /** What the runtime does once a request's manifest has arrived (after its snapshot plugin read it). */
  resolve(request: string, buildVersion: string) {
    const [remote = ''] = request.split('/');
    for (const plugin of this.plugins) {
      if (typeof plugin.afterResolve === 'function')
        callHook(plugin, 'afterResolve', { id: request, remoteInfo: { name: remote, buildVersion } });
    }
  }

  /** What the runtime does when a remote's manifest cannot be fetched or read. */
  failManifest(remote: string) {
    for (const plugin of this.plugins) {
      if (typeof plugin.errorLoadRemote === 'function')
        callHook(plugin, 'errorLoadRemote', {
          id: `http://localhost/${remote}/mf-manifest.json`,
          lifecycle: 'afterResolve',
          error: new Error('RUNTIME-003'),
          remote: { name: remote },
        });
    }
  }

  plugin(name: string): Plugin {
    const found = this.plugins.find((plugin) => plugin.name === name);
    if (!found) throw new Error(`no plugin ${name}`);
    return found;
  }
}

let runtime: FakeRuntime | null = null;
const registerGlobalPlugins = jest.fn<void, [Plugin[]]>();

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => runtime,
  registerGlobalPlugins: (plugins: Plugin[]) => registerGlobalPlugins(plugins),
}));

function HomePage() {
  return null;
}

function newRuntime(): FakeRuntime {
  runtime = new FakeRuntime();
  return runtime;
}

afterEach(() => {
  runtime = null;
  registerGlobalPlugins.mockReset();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('createFederationLoader', () => {
  it('registers every remote from the runtime config once, then loads "<remote>/<module>"', async () => {
    const fake = newRuntime();
    fake.behaviour.set('catalog/HomePage', async () => ({ default: HomePage }));
    fake.behaviour.set('content/FaqPage', async () => ({ default: HomePage }));
    const loader = createFederationLoader(config);

    await expect(loader.loadModule('catalog', './HomePage')).resolves.toEqual({ default: HomePage });
    await loader.loadModule('content', './FaqPage');

    expect(fake.registerCalls).toEqual([
      { names: ['catalog', 'checkout', 'account', 'content', 'staff'], force: false },
    ]);
    expect(fake.remotes.get('checkout')).toBe('http://localhost:3002/mf-manifest.json');
    expect(fake.plugins.map((plugin) => plugin.name)).toEqual(['retry-plugin', 'shared-ui-remote-resilience']);
    expect(registerGlobalPlugins).toHaveBeenCalledTimes(1);
    expect(registerGlobalPlugins.mock.calls[0]?.[0].map((plugin) => plugin.name)).toEqual([
      'shared-ui-shared-module-retry',
    ]);
  });

  it("in a remote's standalone harness, registers the other remotes but not itself", async () => {
    const fake = newRuntime();
    fake.name = 'catalog';
    fake.behaviour.set('checkout/AddToCart', async () => ({ default: HomePage }));
    await createFederationLoader(config).loadModule('checkout', './AddToCart');
    expect(fake.registerCalls).toEqual([{ names: ['checkout', 'account', 'content', 'staff'], force: false }]);
  });

  it('registers a remote whose container never loaded again (force) before the next attempt', async () => {
    const fake = newRuntime();
    fake.behaviour.set('catalog/HomePage', async () => {
      throw new Error('manifest of catalog failed');
    });
    const loader = createFederationLoader(config);

    await expect(loader.loadModule('catalog', './HomePage')).rejects.toThrow('manifest of catalog failed');
    fake.behaviour.set('catalog/HomePage', async () => ({ default: HomePage }));
    await expect(loader.loadModule('catalog', './HomePage')).resolves.toEqual({ default: HomePage });
    await loader.loadModule('catalog', './HomePage');

    expect(fake.registerCalls.filter((call) => call.force)).toEqual([{ names: ['catalog'], force: true }]);
  });

  it('keeps a remote whose container initialised when only one module failed', async () => {
    const fake = newRuntime();
    const loader = createFederationLoader(config);
    fake.behaviour.set('checkout/AddToCart', async () => {
      fake.initContainer('checkout');
      throw new Error('ChunkLoadError');
    });

    await expect(loader.loadModule('checkout', './AddToCart')).rejects.toThrow('ChunkLoadError');
    fake.behaviour.set('checkout/AddToCart', async () => ({ default: HomePage }));
    await expect(loader.loadModule('checkout', './AddToCart')).resolves.toEqual({ default: HomePage });

    expect(fake.registerCalls.filter((call) => call.force)).toEqual([]);
  });

  it('rejects a load that hangs once the overall timeout is over, and tries again afterwards', async () => {
    const fake = newRuntime();
    fake.behaviour.set('account/SignInPage', () => new Promise(() => {}));
    const loader = createFederationLoader(config, { timeoutMs: 30 });

    await expect(loader.loadModule('account', './SignInPage')).rejects.toThrow(
      'The account remote did not deliver ./SignInPage within 30 ms.',
    );

    fake.behaviour.set('account/SignInPage', async () => ({ default: HomePage }));
    await expect(loader.loadModule('account', './SignInPage')).resolves.toEqual({ default: HomePage });
    expect(fake.registerCalls.at(-1)).toEqual({ names: ['account'], force: true });
  });

  it('keeps a container that initialised after its load was given up', async () => {
    const fake = newRuntime();
    fake.behaviour.set('account/SignInPage', () => new Promise(() => {}));
    const loader = createFederationLoader(config, { timeoutMs: 30 });
    await expect(loader.loadModule('account', './SignInPage')).rejects.toThrow('within 30 ms');

    fake.initContainer('account');
    fake.behaviour.set('account/SignInPage', async () => ({ default: HomePage }));
    await expect(loader.loadModule('account', './SignInPage')).resolves.toEqual({ default: HomePage });

    expect(fake.registerCalls.filter((call) => call.force)).toEqual([]);
  });

  it('treats an empty answer from the runtime as a failure', async () => {
    const fake = newRuntime();
    fake.behaviour.set('catalog/HomePage', async () => null);
    await expect(createFederationLoader(config).loadModule('catalog', './HomePage')).rejects.toThrow(
      'The catalog remote returned nothing for ./HomePage.',
    );
  });

  it('explains a missing runtime instead of failing obscurely', async () => {
    runtime = null;
    await expect(createFederationLoader(config).loadModule('catalog', './HomePage')).rejects.toThrow(
      'The Module Federation runtime is not initialised',
    );
  });

  describe('what a failed load says (RemoteLoadError, for the telemetry reports)', () => {
    async function failure(loading: Promise<unknown>) {
      const error: unknown = await loading.then(
        () => null,
        (rejected: unknown) => rejected,
      );
      if (!(error instanceof RemoteLoadError)) throw new Error('expected a RemoteLoadError');
      return { remote: error.remote, kind: error.kind, version: error.version, message: error.message };
    }

    it('a manifest that did not arrive: manifest-unavailable, version unknown', async () => {
      const fake = newRuntime();
      fake.behaviour.set('catalog/HomePage', async () => {
        fake.failManifest('catalog');
        throw new Error('RUNTIME-003: Failed to get manifest.');
      });
      expect(await failure(createFederationLoader(config).loadModule('catalog', './HomePage'))).toEqual({
        remote: 'catalog',
        kind: 'manifest-unavailable',
        version: undefined,
        message: 'RUNTIME-003: Failed to get manifest.',
      });
    });

    it("a remoteEntry.js that did not load: entry-unavailable, with the manifest's build version", async () => {
      const fake = newRuntime();
      fake.behaviour.set('checkout/CartPage', async () => {
        fake.resolve('checkout/CartPage', '2.4.0');
        throw new Error('RUNTIME-008: Failed to load script resources.');
      });
      expect(await failure(createFederationLoader(config).loadModule('checkout', './CartPage'))).toMatchObject({
        kind: 'entry-unavailable',
        version: '2.4.0',
      });
    });

    it('a module whose chunks failed once the container initialised: module-unavailable', async () => {
      const fake = newRuntime();
      fake.behaviour.set('account/SignInPage', async () => {
        fake.resolve('account/SignInPage', '0.1.0');
        fake.initContainer('account');
        throw new Error('Loading chunk 425 failed.');
      });
      expect(await failure(createFederationLoader(config).loadModule('account', './SignInPage'))).toMatchObject({
        kind: 'module-unavailable',
        version: '0.1.0',
      });
    });

    it('a load past the overall limit: load-timeout; an empty answer or anything else: load-error', async () => {
      const fake = newRuntime();
      fake.behaviour.set('content/FaqPage', () => new Promise(() => {}));
      fake.behaviour.set('catalog/HomePage', async () => null);
      fake.behaviour.set('staff/DeskPage', async () => {
        throw new Error('something else');
      });
      const loader = createFederationLoader(config, { timeoutMs: 30 });

      expect(await failure(loader.loadModule('content', './FaqPage'))).toMatchObject({ kind: 'load-timeout' });
      expect(await failure(loader.loadModule('catalog', './HomePage'))).toMatchObject({ kind: 'load-error' });
      expect(await failure(loader.loadModule('staff', './DeskPage'))).toMatchObject({ kind: 'load-error' });
    });

    it("a manifest that failed in an earlier load only does not name a later load's failure", async () => {
      const fake = newRuntime();
      const loader = createFederationLoader(config);
      fake.behaviour.set('catalog/HomePage', async () => {
        fake.failManifest('catalog');
        throw new Error('RUNTIME-003');
      });
      await expect(loader.loadModule('catalog', './HomePage')).rejects.toThrow('RUNTIME-003');
      fake.behaviour.set('catalog/HomePage', async () => {
        fake.resolve('catalog/HomePage', '0.2.0');
        throw new Error('RUNTIME-008');
      });
      expect(await failure(loader.loadModule('catalog', './HomePage'))).toMatchObject({
        kind: 'entry-unavailable',
        version: '0.2.0',
      });
    });

    it('tells the build version of each remote whose manifest arrived', async () => {
      const fake = newRuntime();
      fake.behaviour.set('catalog/HomePage', async () => {
        fake.resolve('catalog/HomePage', '0.1.0');
        return { default: HomePage };
      });
      const loader = createFederationLoader(config);
      expect(loader.buildVersion?.('catalog')).toBeUndefined();
      await loader.loadModule('catalog', './HomePage');
      expect(loader.buildVersion?.('catalog')).toBe('0.1.0');
      expect(loader.buildVersion?.('checkout')).toBeUndefined();
    });
  });

  describe('preload', () => {
    it("fetches the named modules' code, or only the remote entry", () => {
      const fake = newRuntime();
      const loader = createFederationLoader(config);

      loader.preload('catalog', ['./PlanDetailPage']);
      loader.preload('checkout');

      expect(fake.preloadCalls[0]).toEqual({
        nameOrAlias: 'catalog',
        exposes: ['PlanDetailPage'],
        resourceCategory: 'sync',
      });
      expect(fake.preloadCalls[1]).toMatchObject({ nameOrAlias: 'checkout' });
      const entryOnly = fake.preloadCalls[1];
      const filter =
        typeof entryOnly === 'object' && entryOnly !== null && 'filter' in entryOnly ? entryOnly.filter : null;
      expect(typeof filter === 'function' && filter('http://localhost:3002/__federation_expose_CartPage.js')).toBe(
        false,
      );
    });

    it('never throws, and a failed preload leads to a fresh registration on the next load', async () => {
      const fake = newRuntime();
      fake.preloadResult = Promise.reject(new Error('preloadRemote failed to load 1 resource(s).'));
      const loader = createFederationLoader(config);

      expect(() => loader.preload('content')).not.toThrow();
      await Promise.resolve();
      await Promise.resolve();
      fake.behaviour.set('content/FaqPage', async () => ({ default: HomePage }));
      await loader.loadModule('content', './FaqPage');

      expect(fake.registerCalls.at(-1)).toEqual({ names: ['content'], force: true });
    });

    it('does nothing without a runtime', () => {
      runtime = null;
      expect(() => createFederationLoader(config).preload('catalog')).not.toThrow();
    });

    it("skips the runtime's preload of the page's own module once, which the page asked for itself", async () => {
      const fake = newRuntime();
      fake.behaviour.set('catalog/PlanDetailPage', async () => ({ default: HomePage }));
      await createFederationLoader(config, {
        preloadedByPage: { remote: 'catalog', module: './PlanDetailPage' },
      }).loadModule('catalog', './PlanDetailPage');
      const plugin = fake.plugin('shared-ui-page-preloaded');
      // What the runtime's snapshot plugin asks before it preloads a module's chunks on its first load.
      const preloadOpsOf = (remote: string, expose: string) => {
        const preloadOps = [{ nameOrAlias: remote, exposes: [expose], resourceCategory: 'sync' }];
        callHook(plugin, 'beforePreloadRemote', { preloadOps });
        return preloadOps;
      };

      expect(preloadOpsOf('catalog', 'HomePage')).toHaveLength(1);
      expect(preloadOpsOf('checkout', './PlanDetailPage')).toHaveLength(1);
      expect(preloadOpsOf('catalog', './PlanDetailPage')).toEqual([]);
      expect(preloadOpsOf('catalog', 'PlanDetailPage')).toHaveLength(1);
    });

    it('leaves every preload to the runtime when the page named no module', async () => {
      const fake = newRuntime();
      fake.behaviour.set('catalog/HomePage', async () => ({ default: HomePage }));
      await createFederationLoader(config).loadModule('catalog', './HomePage');
      expect(fake.plugins.map((plugin) => plugin.name)).not.toContain('shared-ui-page-preloaded');
    });
  });

  describe('runtime plugins', () => {
    /** The plugins a loader registers, once it has been used. */
    function registeredPlugins() {
      const fake = newRuntime();
      fake.behaviour.set('catalog/HomePage', async () => ({ default: HomePage }));
      void createFederationLoader(config).loadModule('catalog', './HomePage');
      return {
        resilience: fake.plugin('shared-ui-remote-resilience'),
        retry: fake.plugin('retry-plugin'),
        sharedRetry: registerGlobalPlugins.mock.calls[0]?.[0][0],
      };
    }

    /** Enough of a fetch Response for the runtime and the retry plugin. */
    function jsonResponse(status: number, body: unknown) {
      const response = {
        ok: status >= 200 && status < 300,
        status,
        json: async () => body,
        clone: () => response,
      };
      return response;
    }

    /** A fetch that answers as told, or never (until its signal aborts). */
    function stubFetch(...answers: Array<ReturnType<typeof jsonResponse> | 'hang'>) {
      const calls: Array<{ url: string; signal: AbortSignal | null | undefined }> = [];
      const stub = jest.fn((url: string, init: RequestInit = {}) => {
        calls.push({ url, signal: init.signal });
        const answer = answers.shift() ?? 'hang';
        if (answer !== 'hang') return Promise.resolve(answer);
        return new Promise((_resolve, reject) => {
          const { signal } = init;
          if (signal?.aborted) reject(new Error('aborted'));
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      });
      Object.assign(globalThis, { fetch: stub });
      return calls;
    }

    const originalFetch = globalThis.fetch;

    beforeEach(() => {
      jest.spyOn(console, 'log').mockImplementation(() => {}); // the retry plugin logs every retry
    });

    afterEach(() => {
      Object.assign(globalThis, { fetch: originalFetch });
    });

    it('fetches a manifest with a time limit', async () => {
      const { resilience } = registeredPlugins();
      const deadline = new AbortController();
      const timeoutSpy = jest.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
      const calls = stubFetch(jsonResponse(200, { id: 'catalog' }));

      const response = await callHook(resilience, 'fetch', 'http://localhost:3001/mf-manifest.json', {});

      expect(response).toMatchObject({ status: 200 });
      expect(timeoutSpy).toHaveBeenCalledWith(MANIFEST_FETCH_TIMEOUT_MS);
      expect(calls).toEqual([{ url: 'http://localhost:3001/mf-manifest.json', signal: deadline.signal }]);
    });

    it('fetches a manifest that failed once more after a second (the retry plugin)', async () => {
      jest.useFakeTimers();
      const { resilience } = registeredPlugins();
      const calls = stubFetch(jsonResponse(500, 'Internal Server Error'), jsonResponse(200, { id: 'catalog' }));

      const fetching = callHook(resilience, 'fetch', 'http://localhost:3001/mf-manifest.json', {});
      await jest.advanceTimersByTimeAsync(1000);

      await expect(fetching).resolves.toMatchObject({ status: 200 });
      expect(calls).toHaveLength(2);
    });

    it("fetches the manifest of a remote whose latest load failed only once: that attempt is the shopper's retry", async () => {
      const fake = newRuntime();
      const loader = createFederationLoader(config);
      fake.behaviour.set('catalog/HomePage', async () => {
        throw new Error('manifest of catalog failed');
      });
      await expect(loader.loadModule('catalog', './HomePage')).rejects.toThrow('manifest of catalog failed');
      const resilience = fake.plugin('shared-ui-remote-resilience');
      const failing = stubFetch(jsonResponse(500, 'Internal Server Error'));

      await expect(callHook(resilience, 'fetch', config.remotes.catalog, {})).resolves.toMatchObject({ status: 500 });
      expect(failing).toHaveLength(1);

      // Once the remote has delivered again, a failed manifest is retried as before.
      jest.useFakeTimers();
      fake.behaviour.set('catalog/HomePage', async () => ({ default: HomePage }));
      await loader.loadModule('catalog', './HomePage');
      const retried = stubFetch(jsonResponse(500, 'Internal Server Error'), jsonResponse(200, { id: 'catalog' }));
      const fetching = callHook(resilience, 'fetch', config.remotes.catalog, {});
      await jest.advanceTimersByTimeAsync(1000);
      await expect(fetching).resolves.toMatchObject({ status: 200 });
      expect(retried).toHaveLength(2);
    });

    it('gives a hung manifest up as soon as its time limit is over, without waiting for a retry', async () => {
      jest.useFakeTimers(); // the retry plugin's own delay never runs out: the deadline alone ends the fetch
      const { resilience } = registeredPlugins();
      const deadline = new AbortController();
      jest.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
      const calls = stubFetch('hang', 'hang');

      const fetching = callHook(resilience, 'fetch', 'http://localhost:3001/mf-manifest.json', {});
      deadline.abort();

      await expect(fetching).rejects.toThrow(
        `http://localhost:3001/mf-manifest.json did not arrive within ${MANIFEST_FETCH_TIMEOUT_MS} ms.`,
      );
      expect(calls).toEqual([{ url: 'http://localhost:3001/mf-manifest.json', signal: deadline.signal }]);
    });

    it("loads a module again when its chunks failed once (the retry plugin's getModuleFactory)", async () => {
      const { retry } = registeredPlugins();
      const factory = () => ({ default: HomePage });
      const get = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 425 failed.')).mockResolvedValue(factory);

      const got = await callHook(retry, 'getModuleFactory', {
        remoteEntryExports: { get, init: () => undefined },
        expose: './SignInPage',
        moduleInfo: { name: 'account' },
      });

      expect(got).toBe(factory);
      expect(get).toHaveBeenCalledTimes(2);
    });

    it('lets a load error reach the caller (no fallback module)', () => {
      const { resilience } = registeredPlugins();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

      expect(
        callHook(resilience, 'errorLoadRemote', {
          id: 'catalog/HomePage',
          lifecycle: 'onLoad',
          error: new Error('down'),
        }),
      ).toBeUndefined();
      expect(warn).toHaveBeenCalledWith('[federation] catalog/HomePage is unavailable: down');
    });

    describe('a shared module whose load failed', () => {
      const PACKAGE = 'shared-ui';

      /** A shared module's record in the share scope, provided by the account remote from one of its chunks. */
      function providedRecord() {
        const loading: Promise<unknown> | null = Promise.reject(new Error('Loading chunk 211 failed.'));
        loading.catch(() => undefined);
        return { version: '0.1.0', from: 'account', get: () => Promise.resolve(() => ({})), loading, loaded: false };
      }

      /** One loadShare of the package as the runtime runs it: which record it uses, and then whether it failed. */
      function loadShare(plugin: Plugin | undefined, record: object, outcome: 'fails' | 'works') {
        callHook(plugin, 'beforeLoadShare', { pkgName: PACKAGE });
        const args = callHook(plugin, 'resolveShare', {
          pkgName: PACKAGE,
          scope: 'default',
          version: '0.1.0',
          resolver: () => ({ shared: record, useTreesShaking: false }),
        });
        const resolver = typeof args === 'object' && args !== null && 'resolver' in args ? args.resolver : null;
        if (typeof resolver !== 'function') throw new Error('resolveShare returned no resolver');
        const resolved: unknown = resolver();
        const used = typeof resolved === 'object' && resolved !== null && 'shared' in resolved ? resolved.shared : null;
        if (outcome === 'fails') callHook(plugin, 'errorLoadShare', { pkgName: PACKAGE, lifecycle: 'loadShare' });
        return used;
      }

      it("is loaded again from a fresh record of the same provider, and the share scope's record is left alone", () => {
        const { sharedRetry } = registeredPlugins();
        const record = providedRecord();
        const failedLoad = record.loading;

        expect(loadShare(sharedRetry, record, 'fails')).toBe(record);
        const retried = loadShare(sharedRetry, record, 'works');

        expect(retried).not.toBe(record);
        expect(retried).toMatchObject({ version: '0.1.0', from: 'account', get: record.get, loading: null });
        expect(record.loading).toBe(failedLoad);
        // Once the fresh record has loaded, it is the answer from then on.
        expect(loadShare(sharedRetry, record, 'works')).toBe(retried);
      });

      it('gets another fresh record when the retry fails too', () => {
        const { sharedRetry } = registeredPlugins();
        const record = providedRecord();
        loadShare(sharedRetry, record, 'fails');

        const first = loadShare(sharedRetry, record, 'fails');
        const second = loadShare(sharedRetry, record, 'works');

        expect(second).not.toBe(first);
        expect(second).not.toBe(record);
      });

      it("is left alone when the runtime fell back to the requester's own copy", () => {
        const { sharedRetry } = registeredPlugins();
        const record = providedRecord();
        loadShare(sharedRetry, record, 'works');
        callHook(sharedRetry, 'errorLoadShare', { pkgName: PACKAGE, lifecycle: 'loadShare', recovered: true });

        expect(loadShare(sharedRetry, record, 'works')).toBe(record);
      });
    });
  });
});
