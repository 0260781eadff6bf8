import { INLINE_RUNTIME_CONFIG_ID } from 'contracts/src/config/runtimeConfig';
import { startEarlyCartRead, takeEarlyCartRead, type EarlyCartReadContext } from './earlyCartRead';

function pageWithConfig(config: unknown): void {
  document.head.innerHTML = `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${JSON.stringify(config)}</script>`;
}

describe('the early cart read', () => {
  const answer = { ok: true, json: () => Promise.resolve({ status: 200, message: 'OK', data: [] }) };
  const fetchSpy = jest.fn<ReturnType<EarlyCartReadContext['fetch']>, Parameters<EarlyCartReadContext['fetch']>>();
  const browser: EarlyCartReadContext = { document, location, sessionStorage, fetch: fetchSpy };

  beforeEach(() => {
    fetchSpy.mockReset().mockResolvedValue(answer);
    pageWithConfig({ apiBaseUrl: '/api/user', remotes: {} });
    sessionStorage.clear();
    takeEarlyCartRead();
  });

  it("asks for the session's cart as the API client would, and hands the read over once", async () => {
    sessionStorage.setItem('token', 'session-1');
    startEarlyCartRead(browser);
    expect(fetchSpy).toHaveBeenCalledWith(new URL('http://localhost/api/user/cart'), {
      headers: { token: 'session-1' },
    });
    const read = takeEarlyCartRead();
    expect(read?.token).toBe('session-1');
    await expect(read?.answer).resolves.toBe(answer);
    expect(takeEarlyCartRead()).toBeNull();
  });

  it('asks for nothing without a session or without an inlined config', () => {
    startEarlyCartRead(browser);
    sessionStorage.setItem('token', 'session-1');
    document.head.innerHTML = '';
    startEarlyCartRead(browser);
    pageWithConfig({ remotes: {} });
    startEarlyCartRead(browser);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeEarlyCartRead()).toBeNull();
  });

  it('leaves a failed read to the one who takes it, without an unhandled rejection', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    sessionStorage.setItem('token', 'session-1');
    startEarlyCartRead(browser);
    await expect(takeEarlyCartRead()?.answer).rejects.toThrow('Failed to fetch');
  });
});
