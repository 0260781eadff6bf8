import { INLINE_RUNTIME_CONFIG_ID } from 'contracts/src/config/runtimeConfig';
import { PAGE_STATE_ID } from '../rendering/pageState';
import { devRuntimeConfig } from 'shared-ui/testing/stand-ins';
import { startEarlyCartRead, takeEarlyCartRead, type CartFetch } from './earlyCartRead';

function pageWithConfig(config: unknown): void {
  document.head.innerHTML = `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${JSON.stringify(config)}</script>`;
}

describe('the early cart read', () => {
  const answer = { ok: true, json: () => Promise.resolve({ status: 200, message: 'OK', data: [] }) };
  const fetchSpy = jest.fn<ReturnType<CartFetch>, Parameters<CartFetch>>();

  beforeEach(() => {
    fetchSpy.mockReset().mockResolvedValue(answer);
    pageWithConfig({ ...devRuntimeConfig, apiBaseUrl: '/api/user' });
    sessionStorage.clear();
    takeEarlyCartRead();
  });

  it("asks for the session's cart as the API client would, and hands the read over once", async () => {
    sessionStorage.setItem('token', 'session-1');
    startEarlyCartRead(fetchSpy);
    expect(fetchSpy).toHaveBeenCalledWith(new URL('http://localhost/api/user/cart'), {
      headers: { token: 'session-1' },
    });
    const read = takeEarlyCartRead();
    expect(read?.token).toBe('session-1');
    await expect(read?.answer).resolves.toBe(answer);
    expect(takeEarlyCartRead()).toBeNull();
  });

  it('asks for nothing without a session or without an inlined config', () => {
    startEarlyCartRead(fetchSpy);
    sessionStorage.setItem('token', 'session-1');
    document.head.innerHTML = '';
    startEarlyCartRead(fetchSpy);
    pageWithConfig({ remotes: devRuntimeConfig.remotes });
    startEarlyCartRead(fetchSpy);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeEarlyCartRead()).toBeNull();
  });

  it('leaves a failed read to the one who takes it, without an unhandled rejection', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    sessionStorage.setItem('token', 'session-1');
    startEarlyCartRead(fetchSpy);
    await expect(takeEarlyCartRead()?.answer).rejects.toThrow('Failed to fetch');
  });

  it("asks for the page's remote manifest with the cart on a page sent as its frame, only with a session", () => {
    const frameState = { rendered: false, queries: null, scripts: ['http://localhost:3002/remoteEntry.js'] };
    document.body.innerHTML = `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(frameState)}</script>`;
    const manifestPreloads = () => document.head.querySelectorAll('link[rel="preload"][as="fetch"]');
    startEarlyCartRead(fetchSpy);
    expect(manifestPreloads()).toHaveLength(0);
    sessionStorage.setItem('token', 'session-1');
    startEarlyCartRead(fetchSpy);
    expect([...manifestPreloads()].map((link) => link.getAttribute('href'))).toEqual([
      'http://localhost:3002/mf-manifest.json',
    ]);
    document.body.innerHTML = '';
  });
});
