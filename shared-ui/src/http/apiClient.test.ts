/** @jest-environment node */
// Node's fetch API (Request, Response) is what a browser gives ky; jsdom has neither.
import { apiClient, configureApiClient } from './apiClient';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './ApiError';
import { toast, type ToastAction } from '../toasts/toast';
import { getSessionToken, useSessionStore } from '../session/sessionStore';

jest.mock('../toasts/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock('../session/sessionStore', () => {
  const expireSession = jest.fn();
  return {
    getSessionToken: jest.fn(() => null),
    useSessionStore: { getState: () => ({ expireSession }) },
  };
});

const BASE_URL = 'http://store.test/api/user/';
const mockedToken = jest.mocked(getSessionToken);
const expireSession = useSessionStore.getState().expireSession;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Like a server that never answers: only an abort ends the request. */
function hangUntilAborted(request: Request): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
}

interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

function setup(answer: (request: Request) => Response | Promise<Response>, extra: { timeoutMs?: number } = {}) {
  const requests: SeenRequest[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    // Read the body as a real fetch would: ky waits for it to be consumed before it settles.
    const body = await request.text();
    requests.push({ url: request.url, method: request.method, headers: request.headers, body });
    return answer(request);
  });
  const navigate = jest.fn();
  configureApiClient({
    baseUrl: BASE_URL,
    fetch: fetchImpl,
    navigate,
    currentPath: () => '/favoritedetails?tab=2',
    ...extra,
  });
  return { requests, fetchImpl, navigate };
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  mockedToken.mockReturnValue(null);
});

describe('apiClient', () => {
  it('returns the envelope of a successful call, under the base URL', async () => {
    const { requests } = setup(() =>
      json({ status: 200, message: 'ok', data: [{ _id: '1', name: 'Modern Farmhouse' }] }),
    );

    const envelope = await apiClient.get<Array<{ _id: string; name: string }>>('plan-styles');

    expect(envelope).toEqual({ status: 200, message: 'ok', data: [{ _id: '1', name: 'Modern Farmhouse' }] });
    expect(requests[0]?.url).toBe('http://store.test/api/user/plan-styles');
    expect(requests[0]?.method).toBe('GET');
  });

  it('accepts a leading slash in the path', async () => {
    const { requests } = setup(() => json({ status: 200, message: 'ok', data: null }));
    await apiClient.get('/cart');
    expect(requests[0]?.url).toBe('http://store.test/api/user/cart');
  });

  it('sends the session token in the "token" header when signed in, and none otherwise', async () => {
    const { requests } = setup(() => json({ status: 200, message: 'ok', data: null }));
    await apiClient.get('favorite');
    mockedToken.mockReturnValue('secret-token');
    await apiClient.get('favorite');

    expect(requests[0]?.headers.has('token')).toBe(false);
    expect(requests[1]?.headers.get('token')).toBe('secret-token');
  });

  it('sends URLSearchParams (the catalogue filters) and drops empty values from a record', async () => {
    const { requests } = setup(() => json({ status: 200, message: 'ok', data: [] }));
    await apiClient.get('properties', { searchParams: new URLSearchParams({ plan_type: '[1,2]', pagination: '0' }) });
    await apiClient.get('related-properties', {
      searchParams: { plan_style_id: '4', property_id: '', limit: 4, keyword: undefined },
    });

    expect(new URL(requests[0]?.url ?? '').searchParams.get('plan_type')).toBe('[1,2]');
    expect(new URL(requests[1]?.url ?? '').search).toBe('?plan_style_id=4&limit=4');
  });

  it('sends a JSON body, or a form body as is', async () => {
    const { requests } = setup(() => json({ status: 200, message: 'Sent', data: null }));
    await apiClient.post('contact-us', { name: 'Ana', email: 'ana@example.com' });
    await apiClient.put('profile', new URLSearchParams({ name: 'Ana' }));

    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ name: 'Ana', email: 'ana@example.com' });
    expect(requests[1]?.method).toBe('PUT');
    expect(requests[1]?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(requests[1]?.body).toBe('name=Ana');
  });

  it('throws the server message of an HTTP error', async () => {
    setup(() => json({ status: 404, message: 'No property found.' }, 404));
    const error = await rejectionOf(apiClient.get('property/zz'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('No property found.');
    expect(error.kind).toBe('server');
  });

  it('throws when the envelope says failure although HTTP said 200', async () => {
    setup(() => json({ status: 400, message: 'Promo code expired', data: null }));
    const error = await rejectionOf(apiClient.post('apply-promocode', { cart_id: 'c1' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Promo code expired');
  });

  it('falls back to a clear message when an error carries none', async () => {
    setup(() => new Response('<html>Bad gateway</html>', { status: 500 }));
    const error = await rejectionOf(apiClient.post('order', {}));
    expect(error.status).toBe(500);
    expect(error.message).toBe('The server could not complete the request (HTTP 500). Please try again.');
  });

  it('reports a 2xx answer without an envelope as unreadable', async () => {
    setup(() => new Response('', { status: 200 }));
    const error = await rejectionOf(apiClient.get('cart'));
    expect(error.kind).toBe('malformed');
  });

  it('turns a network failure into the network message', async () => {
    setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await rejectionOf(apiClient.post('cart', { property_id: 'p1' }));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.status).toBe(0);
    expect(error.kind).toBe('network');
  });

  it('gives up after the timeout with the timeout message', async () => {
    setup(hangUntilAborted, { timeoutMs: 40 });
    const error = await rejectionOf(apiClient.get('properties'));
    expect(error.message).toBe(TIMEOUT_ERROR_MESSAGE);
    expect(error.kind).toBe('timeout');
  });

  it("stops when the caller's signal aborts", async () => {
    setup(hangUntilAborted);
    const controller = new AbortController();
    const pending = rejectionOf(apiClient.get('properties', { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
  });

  it('retries a read once when the gateway fails, but never a write', async () => {
    let calls = 0;
    const { fetchImpl } = setup(() => {
      calls += 1;
      return calls === 1 ? new Response('', { status: 503 }) : json({ status: 200, message: 'ok', data: 'fine' });
    });
    await expect(apiClient.get('profile')).resolves.toMatchObject({ data: 'fine' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    calls = 0;
    fetchImpl.mockClear();
    await expect(apiClient.post('order', {})).rejects.toMatchObject({ status: 503 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  describe('getFile', () => {
    const pdf = (headers: Record<string, string>) =>
      new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers });

    it("returns a file's bytes and the name its Content-Disposition gives, sending the session token", async () => {
      mockedToken.mockReturnValue('secret-token');
      const { requests } = setup(() =>
        pdf({
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="plan-ap-1-pdf-set.pdf"',
        }),
      );
      const file = await apiClient.getFile('orders/3/lines/4/documents/plan_set_pdf');
      expect(requests[0]?.url).toBe('http://store.test/api/user/orders/3/lines/4/documents/plan_set_pdf');
      expect(requests[0]?.headers.get('token')).toBe('secret-token');
      expect(file.fileName).toBe('plan-ap-1-pdf-set.pdf');
      expect(file.blob.type).toBe('application/pdf');
      expect(new TextDecoder().decode(await file.blob.arrayBuffer())).toBe('%PDF');
    });

    it('keeps only the last part of a name with folders, and names a file without one "download"', async () => {
      setup(() => pdf({ 'Content-Disposition': 'attachment; filename="../../etc/plan.pdf"' }));
      expect((await apiClient.getFile('a')).fileName).toBe('plan.pdf');
      setup(() => pdf({}));
      expect((await apiClient.getFile('a')).fileName).toBe('download');
    });

    it("throws the server's message when the file is refused", async () => {
      setup(() => json({ status: 404, message: 'This download is not available.' }, 404));
      const error = await rejectionOf(apiClient.getFile('orders/3/lines/4/documents/cad_zip'));
      expect([error.status, error.message, error.kind]).toEqual([404, 'This download is not available.', 'server']);
    });

    it('asks to sign in again on 401, like every other call', async () => {
      mockedToken.mockReturnValue('expired-token');
      setup(() => json({ status: 401, message: 'please login to perform this action' }, 401));
      expect((await rejectionOf(apiClient.getFile('orders/3/lines/4/documents/cad_zip'))).status).toBe(401);
      expect(expireSession).toHaveBeenCalled();
      expect(toast.warning).toHaveBeenCalledWith('please login to perform this action', expect.anything());
    });
  });

  describe('on 401', () => {
    function lastWarningAction(): ToastAction {
      const call = jest.mocked(toast.warning).mock.calls.at(-1);
      if (!call?.[1]) throw new Error('no warning toast with an action');
      return call[1];
    }

    it('shows the sign-in warning whose action goes to /SignIn with the way back, then rethrows', async () => {
      const { navigate } = setup(() => json({ status: 401, message: 'Unauthorized' }, 401));

      const error = await rejectionOf(apiClient.post('favorite', { property_id: 'p1' }));

      expect(error.status).toBe(401);
      expect(toast.warning).toHaveBeenCalledWith(
        'please login to perform this action',
        expect.objectContaining({ label: 'Sign In' }),
      );
      lastWarningAction().onClick();
      expect(navigate).toHaveBeenCalledWith('/SignIn?redirect=%2Ffavoritedetails%3Ftab%3D2');
    });

    it('also reacts to a 401 given only inside the envelope', async () => {
      setup(() => json({ status: 401, message: 'Unauthorized', data: null }));
      await rejectionOf(apiClient.post('cart', { property_id: 'p1' }));
      expect(toast.warning).toHaveBeenCalledWith('please login to perform this action', expect.anything());
    });

    it('forgets a token the server rejected', async () => {
      mockedToken.mockReturnValue('expired-token');
      setup(() => json({ status: 401, message: 'Session expired' }, 401));
      await rejectionOf(apiClient.get('cart'));
      expect(expireSession).toHaveBeenCalledTimes(1);
    });

    it('stays quiet when the caller handles the 401 itself', async () => {
      setup(() => json({ status: 401, message: 'Wrong email or password' }, 401));
      const error = await rejectionOf(
        apiClient.post('login', { email: 'a@b.c', password: 'x' }, { promptSignInOnUnauthorized: false }),
      );
      expect(error.message).toBe('Wrong email or password');
      expect(toast.warning).not.toHaveBeenCalled();
    });

    it('does not show the sign-in warning for other errors', async () => {
      setup(() => json({ status: 403, message: 'Forbidden' }, 403));
      await rejectionOf(apiClient.get('orders'));
      expect(toast.warning).not.toHaveBeenCalled();
      expect(expireSession).not.toHaveBeenCalled();
    });
  });
});
