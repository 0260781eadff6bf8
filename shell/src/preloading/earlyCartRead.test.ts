import { INLINE_RUNTIME_CONFIG_ID } from 'contracts/src/config/runtimeConfig';
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
});
