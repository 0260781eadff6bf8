import { INLINE_RUNTIME_CONFIG_ID } from 'contracts/src/config/runtimeConfig';
import { PAGE_STATE_ID } from '../rendering/pageState';
import { devRuntimeConfig } from 'shared-ui/testing/stand-ins';
import { startEarlyShopperReads, takeEarlyShopperReads, type ShopperFetch } from './earlyShopperReads';

function pageWithConfig(config: unknown): void {
  document.head.innerHTML = `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${JSON.stringify(config)}</script>`;
}

describe("the early reads of the shopper's data", () => {
  const answer = { ok: true, json: () => Promise.resolve({ status: 200, message: 'OK', data: [] }) };
  const fetchSpy = jest.fn<ReturnType<ShopperFetch>, Parameters<ShopperFetch>>();

  beforeEach(() => {
    fetchSpy.mockReset().mockResolvedValue(answer);
    pageWithConfig({ ...devRuntimeConfig, apiBaseUrl: '/api/user' });
    sessionStorage.clear();
    takeEarlyShopperReads();
  });

  it("asks for the session's cart and profile as the API client would, and hands the reads over once", async () => {
    sessionStorage.setItem('token', 'session-1');
    startEarlyShopperReads(fetchSpy);
    expect(fetchSpy.mock.calls).toEqual([
      [new URL('http://localhost/api/user/cart'), { headers: { token: 'session-1' } }],
      [new URL('http://localhost/api/user/profile'), { headers: { token: 'session-1' } }],
    ]);
    const reads = takeEarlyShopperReads();
    expect(reads?.token).toBe('session-1');
    await expect(reads?.cart).resolves.toBe(answer);
    await expect(reads?.profile).resolves.toBe(answer);
    expect(takeEarlyShopperReads()).toBeNull();
  });

  it('asks for nothing without a session or without an inlined config', () => {
    startEarlyShopperReads(fetchSpy);
    sessionStorage.setItem('token', 'session-1');
    document.head.innerHTML = '';
    startEarlyShopperReads(fetchSpy);
    pageWithConfig({ remotes: devRuntimeConfig.remotes });
    startEarlyShopperReads(fetchSpy);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeEarlyShopperReads()).toBeNull();
  });

  it('leaves a failed read to the one who takes it, without an unhandled rejection', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    sessionStorage.setItem('token', 'session-1');
    startEarlyShopperReads(fetchSpy);
    const reads = takeEarlyShopperReads();
    await expect(reads?.cart).rejects.toThrow('Failed to fetch');
    await expect(reads?.profile).rejects.toThrow('Failed to fetch');
  });

  it("asks for the page's remote manifest with the cart on a page sent as its frame, only with a session", () => {
    const frameState = { rendered: false, queries: null, scripts: ['http://localhost:3002/remoteEntry.js'] };
    document.body.innerHTML = `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(frameState)}</script>`;
    const manifestPreloads = () => document.head.querySelectorAll('link[rel="preload"][as="fetch"]');
    startEarlyShopperReads(fetchSpy);
    expect(manifestPreloads()).toHaveLength(0);
    sessionStorage.setItem('token', 'session-1');
    startEarlyShopperReads(fetchSpy);
    expect([...manifestPreloads()].map((link) => link.getAttribute('href'))).toEqual([
      'http://localhost:3002/mf-manifest.json',
    ]);
    document.body.innerHTML = '';
  });
});
