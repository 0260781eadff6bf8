import { devRuntimeConfig as config } from '../testing/devRuntimeConfig';
import { createFederationLoader, MANIFEST_FETCH_TIMEOUT_MS } from './federationLoader';

/**
 * A stand-in for the build plugin's runtime instance that behaves like MF 2.9 where it matters here: a failed
 * manifest stays cached as a failure until the remote is registered again with { force: true }.
 */
class FakeRuntime {
  name = 'shell';
  remotes = new Map<string, string>();
  plugins: Array<Record<string, unknown>> = [];
  moduleCache = new Map<string, { remoteEntryExports?: object }>();
  shareScopeMap: Record<
    string,
    Record<string, Record<string, { loading?: Promise<unknown> | null; loaded?: boolean }>>
  > = {};
  registerCalls: Array<{ names: string[]; force: boolean }> = [];
  preloadCalls: unknown[] = [];
  /** Remotes whose manifest fetch failed and is cached as such. */
  cachedManifestFailure = new Set<string>();
  /** What the next loadRemote of a request does. */
  behaviour = new Map<string, () => Promise<unknown>>();
  preloadResult: Promise<void> = Promise.resolve();

  registerPlugins(plugins: Array<Record<string, unknown>>) {
    this.plugins.push(...plugins);
  }

  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) {
    this.registerCalls.push({ names: remotes.map((remote) => remote.name), force: Boolean(options?.force) });
    for (const { name, entry } of remotes) {
      if (this.remotes.has(name) && !options?.force) continue;
      this.remotes.set(name, entry);
      this.cachedManifestFailure.delete(name);
      this.moduleCache.delete(name);
    }
  }

  async loadRemote(request: string): Promise<unknown> {
    const [remote = ''] = request.split('/');
    if (!this.remotes.has(remote)) throw new Error(`RUNTIME-004: ${remote} is not registered`);
    if (this.cachedManifestFailure.has(remote)) throw new Error(`manifest of ${remote} failed (cached)`);
    const behaviour = this.behaviour.get(request);
    if (!behaviour) throw new Error(`no behaviour for ${request}`);
    return behaviour();
  }

  preloadRemote(args: unknown[]) {
    this.preloadCalls.push(...args);
    return this.preloadResult;
  }

  failManifest(remote: string) {
    this.cachedManifestFailure.add(remote);
  }
}

let runtime: FakeRuntime | null = null;

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => runtime,
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
    expect(fake.plugins.map((plugin) => plugin.name)).toEqual(['shared-ui-remote-resilience']);
  });

  it("in a remote's standalone harness, registers the other remotes but not itself", async () => {
    const fake = newRuntime();
    fake.name = 'catalog';
    fake.behaviour.set('checkout/AddToCart', async () => ({ default: HomePage }));
    await createFederationLoader(config).loadModule('checkout', './AddToCart');
    expect(fake.registerCalls).toEqual([{ names: ['checkout', 'account', 'content', 'staff'], force: false }]);
  });

  it('makes a fresh attempt after a failure instead of returning the cached failure', async () => {
    const fake = newRuntime();
    fake.behaviour.set('catalog/HomePage', async () => {
      fake.failManifest('catalog');
      throw new Error('manifest of catalog failed');
    });
    const loader = createFederationLoader(config);

    await expect(loader.loadModule('catalog', './HomePage')).rejects.toThrow('manifest of catalog failed');
    fake.behaviour.set('catalog/HomePage', async () => ({ default: HomePage }));
    await expect(loader.loadModule('catalog', './HomePage')).resolves.toEqual({ default: HomePage });

    expect(fake.registerCalls.at(-1)).toEqual({ names: ['catalog'], force: true });
  });

  it('keeps a remote whose container loaded when only one module failed', async () => {
    const fake = newRuntime();
    const loader = createFederationLoader(config);
    fake.behaviour.set('checkout/AddToCart', async () => {
      fake.moduleCache.set('checkout', { remoteEntryExports: {} });
      throw new Error('ChunkLoadError');
    });

    await expect(loader.loadModule('checkout', './AddToCart')).rejects.toThrow('ChunkLoadError');
    fake.behaviour.set('checkout/AddToCart', async () => ({ default: HomePage }));
    await expect(loader.loadModule('checkout', './AddToCart')).resolves.toEqual({ default: HomePage });

    expect(fake.registerCalls.filter((call) => call.force)).toEqual([]);
  });

  it("forgets a shared module's failed load, which the runtime would otherwise hand to every later attempt", async () => {
    const fake = newRuntime();
    const loader = createFederationLoader(config);
    const failedChunk = Promise.reject(new Error('Loading CSS chunk 211 failed.'));
    failedChunk.catch(() => undefined);
    const sharedUiModule = { loading: failedChunk as Promise<unknown> | null, loaded: false };
    fake.behaviour.set('account/SignInPage', async () => {
      fake.shareScopeMap = { default: { 'shared-ui/src/forms/useForm': { '0.1.0': sharedUiModule } } };
      throw new Error('Loading chunk 425 failed.');
    });

    await expect(loader.loadModule('account', './SignInPage')).rejects.toThrow('Loading chunk 425 failed.');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(sharedUiModule.loading).toBeNull();
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
  });

  describe('runtime plugin', () => {
    function plugin(): Record<string, unknown> {
      const fake = newRuntime();
      fake.behaviour.set('catalog/HomePage', async () => ({ default: HomePage }));
      const loader = createFederationLoader(config);
      void loader.loadModule('catalog', './HomePage');
      const registered = fake.plugins[0];
      if (!registered) throw new Error('no plugin registered');
      return registered;
    }

    it('fetches manifests with a time limit', async () => {
      const { fetch: fetchHook } = plugin();
      const timeoutSignal = new AbortController().signal;
      const timeoutSpy = jest.spyOn(AbortSignal, 'timeout').mockReturnValue(timeoutSignal);
      const fetchSpy = jest.fn(async () => 'response');
      const originalFetch = globalThis.fetch;
      Object.assign(globalThis, { fetch: fetchSpy });

      if (typeof fetchHook !== 'function') throw new Error('no fetch hook');
      await fetchHook('http://localhost:3001/mf-manifest.json', {});

      expect(timeoutSpy).toHaveBeenCalledWith(MANIFEST_FETCH_TIMEOUT_MS);
      expect(fetchSpy).toHaveBeenCalledWith('http://localhost:3001/mf-manifest.json', { signal: timeoutSignal });
      timeoutSpy.mockRestore();
      Object.assign(globalThis, { fetch: originalFetch });
    });

    it('lets a load error reach the caller (no fallback module)', () => {
      const { errorLoadRemote } = plugin();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      if (typeof errorLoadRemote !== 'function') throw new Error('no errorLoadRemote hook');

      expect(
        errorLoadRemote({ id: 'catalog/HomePage', lifecycle: 'onLoad', error: new Error('down') }),
      ).toBeUndefined();
      expect(warn).toHaveBeenCalledWith('[federation] catalog/HomePage is unavailable: down');
      warn.mockRestore();
    });
  });
});
