/** @jest-environment node */
// Node's fetch API (Request, Response) is what a browser gives the API client; jsdom has neither.
import { configureApiClient, createStoreQueryClient, getSessionToken } from 'shared-ui';
import { staffOrderQuery, staffOrdersQuery } from './staffApi';

jest.mock('shared-ui/src/session/sessionStore', () => ({
  getSessionToken: jest.fn(() => null),
  useSessionStore: { getState: () => ({ expireSession: jest.fn() }) },
}));

/** The store's API client as the shell configures it, answering every request with an empty page of orders. */
function storeWithAFakeServer() {
  const requests: Request[] = [];
  configureApiClient({
    baseUrl: 'https://store.example/api/user/',
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input);
      requests.push(request);
      const data = { orders: [], total: 0, page: 1, limit: 20 };
      return new Response(JSON.stringify({ status: 200, message: 'OK', data }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return requests;
}

describe('the staff API client', () => {
  it("asks /api/staff/, beside the store's API, with the staff member's token and the list's filters", async () => {
    jest.mocked(getSessionToken).mockReturnValue('staff-session-token');
    const requests = storeWithAFakeServer();
    const cache = createStoreQueryClient();
    await cache.fetchQuery(staffOrdersQuery({ status: 2, q: 'ann@example.com', page: 2 }));
    await cache.fetchQuery(staffOrderQuery('42'));
    expect(requests.map((request) => request.url)).toEqual([
      'https://store.example/api/staff/orders?status=2&q=ann%40example.com&page=2',
      'https://store.example/api/staff/orders/42',
    ]);
    expect(requests[0]?.headers.get('token')).toBe('staff-session-token');
  });
});
