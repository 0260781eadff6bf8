import { INLINE_RUNTIME_CONFIG_ID } from 'contracts/src/config/runtimeConfig';
import { devRuntimeConfig } from 'shared-ui/src/testing/devRuntimeConfig';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import { routeForPath } from '../routes/routeForPath';
import { firstPageRoute } from 'contracts/src/routing/firstPageRoute';
import {
  PAGE_LOADER_MANIFEST_KEY,
  firstFetchTimeoutPlugin,
  pageLoaderManifestAnswer,
  preloadFirstPage,
  type FirstPageRuntime,
} from './preloadFirstPage';

function pageWith(inlineConfig: string | null): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  if (inlineConfig !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = INLINE_RUNTIME_CONFIG_ID;
    script.textContent = inlineConfig;
    doc.head.appendChild(script);
  }
  return doc;
}

function fakeRuntime() {
  const runtime = {
    registerPlugins: jest.fn<void, Parameters<FirstPageRuntime['registerPlugins']>>(),
    registerRemotes: jest.fn<void, Parameters<FirstPageRuntime['registerRemotes']>>(),
    preloadRemote: jest.fn<Promise<void>, Parameters<FirstPageRuntime['preloadRemote']>>(async () => undefined),
  };
  return runtime;
}

describe('firstPageRoute', () => {
  const samples = [
    ...ROUTE_TABLE.map((route) => route.path.replace(':id', '42')),
    '/property/42/',
    '/property',
    '/property/1/2',
    '/PropertyList',
    '/no-such-page',
    '/',
  ];

  it.each(samples)('finds the route the router renders for %s', (pathname) => {
    expect(firstPageRoute(pathname)).toBe(routeForPath(pathname));
  });
});

describe('preloadFirstPage', () => {
  it("starts loading the opened page's remote and page module from the config inlined in the page", () => {
    const runtime = fakeRuntime();
    preloadFirstPage(pageWith(JSON.stringify(devRuntimeConfig)), '/property/12', () => runtime);

    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'catalog', entry: devRuntimeConfig.remotes.catalog }]),
    );
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'catalog', exposes: ['PlanDetailPage'], resourceCategory: 'sync' },
    ]);
  });

  it.each([
    ['no inline config', '/cart', null],
    ['an unreadable inline config', '/cart', '{not json'],
    [
      'an inline config without every remote',
      '/cart',
      JSON.stringify({ apiBaseUrl: '/api/user/', remotes: { catalog: 'x' } }),
    ],
    ['a page the route table does not know', '/no-such-page', JSON.stringify(devRuntimeConfig)],
  ])('does nothing with %s (the shell preloads after reading its config)', (_case, pathname, inline) => {
    const runtime = fakeRuntime();
    preloadFirstPage(pageWith(inline), pathname, () => runtime);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('gives the first manifest fetch a time limit, and leaves later fetches to the shell loader', async () => {
    // jsdom has no Response: any object stands for the answer handed back.
    const answered = { ok: true };
    const fetchMock = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answered);
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
    const plugin = firstFetchTimeoutPlugin(50);

    await expect(plugin.fetch('http://remote.example/mf-manifest.json', {})).resolves.toBe(answered);
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    expect(plugin.fetch('http://remote.example/mf-manifest.json', {})).toBeUndefined();
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  describe("the page loader's read of the manifest", () => {
    class FakeResponse {
      constructor(readonly body: string) {}
      clone() {
        return new FakeResponse(this.body);
      }
    }
    const manifestUrl = 'http://localhost:3002/mf-manifest.json';

    beforeEach(() => {
      Object.defineProperty(globalThis, 'Response', { value: FakeResponse, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, PAGE_LOADER_MANIFEST_KEY);
      Reflect.deleteProperty(globalThis, 'Response');
      Reflect.deleteProperty(globalThis, 'fetch');
    });

    it('is what the federation runtime gets for that manifest, as a copy: the manifest is not asked for twice', async () => {
      const handed = new FakeResponse('{"name":"checkout"}');
      Reflect.set(window, PAGE_LOADER_MANIFEST_KEY, { url: manifestUrl, answer: Promise.resolve(handed) });
      const fetchMock = jest.fn();
      Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });

      const answer = await firstFetchTimeoutPlugin().fetch(manifestUrl, {});
      expect(answer).toBeInstanceOf(FakeResponse);
      expect(answer).not.toBe(handed);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("passes on the loader's failure (the page shows its fallback, and its Retry asks again)", async () => {
      Reflect.set(window, PAGE_LOADER_MANIFEST_KEY, {
        url: manifestUrl,
        answer: Promise.reject(new TypeError('Failed to fetch')),
      });
      await expect(pageLoaderManifestAnswer(manifestUrl)).rejects.toThrow('Failed to fetch');
    });

    it('is not used for another manifest, or when the loader left nothing usable', () => {
      Reflect.set(window, PAGE_LOADER_MANIFEST_KEY, {
        url: manifestUrl,
        answer: Promise.resolve(new FakeResponse('{}')),
      });
      expect(pageLoaderManifestAnswer('http://localhost:3001/mf-manifest.json')).toBeNull();
      Reflect.set(window, PAGE_LOADER_MANIFEST_KEY, { url: manifestUrl, answer: 'not a promise' });
      expect(pageLoaderManifestAnswer(manifestUrl)).toBeNull();
      Reflect.deleteProperty(window, PAGE_LOADER_MANIFEST_KEY);
      expect(pageLoaderManifestAnswer(manifestUrl)).toBeNull();
    });
  });

  it('never throws when the runtime refuses the hint', () => {
    const runtime = fakeRuntime();
    runtime.preloadRemote.mockRejectedValue(new Error('manifest unreachable'));
    expect(() => preloadFirstPage(pageWith(JSON.stringify(devRuntimeConfig)), '/cart', () => runtime)).not.toThrow();
  });
});
