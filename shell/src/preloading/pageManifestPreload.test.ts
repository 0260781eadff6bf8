import { devRuntimeConfig } from 'shared-ui/testing/stand-ins';
import type { PageState } from '../rendering/pageState';
import { pageManifestOf, preloadPageManifest } from './pageManifestPreload';

const CART_SCRIPTS = ['http://localhost:3002/remoteEntry.js', 'http://localhost:3002/__federation_expose_CartPage.js'];
const framePage: PageState = { rendered: false, queries: null, scripts: CART_SCRIPTS };

/** The links in the head, as attributes (jsdom has no `as` property). */
function preloads(): Array<Record<'rel' | 'as' | 'crossorigin' | 'href', string | null>> {
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.getAttribute('rel'),
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
    href: link.getAttribute('href'),
  }));
}

describe("the preload of a frame page's remote manifest", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('asks for the manifest of the remote serving the page, as the federation runtime will fetch it', () => {
    preloadPageManifest(document, devRuntimeConfig, framePage);
    expect(preloads()).toEqual([
      { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: 'http://localhost:3002/mf-manifest.json' },
    ]);
  });

  it('asks for nothing for a page the server rendered, a frame without scripts, or no page state', () => {
    preloadPageManifest(document, devRuntimeConfig, { ...framePage, rendered: true });
    preloadPageManifest(document, devRuntimeConfig, { ...framePage, scripts: [] });
    preloadPageManifest(document, devRuntimeConfig, null);
    expect(preloads()).toEqual([]);
  });

  it("finds the remote by its manifest's folder: the deepest where folders nest, none where it is not clear", () => {
    const base = 'http://store.example/cart';
    const nested = {
      ...devRuntimeConfig.remotes,
      catalog: '/remotes/mf-manifest.json',
      checkout: '/remotes/checkout/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
    };
    expect(pageManifestOf(nested, ['/remotes/checkout/remoteEntry.js'], base)).toBe(
      'http://store.example/remotes/checkout/mf-manifest.json',
    );
    expect(pageManifestOf(nested, ['/remotes/remoteEntry.js'], base)).toBe(
      'http://store.example/remotes/mf-manifest.json',
    );
    expect(pageManifestOf(nested, ['http://cdn.example/remoteEntry.js'], base)).toBeNull();
    const shared = { ...devRuntimeConfig.remotes, account: devRuntimeConfig.remotes.checkout };
    expect(pageManifestOf(shared, CART_SCRIPTS, base)).toBeNull();
  });
});
