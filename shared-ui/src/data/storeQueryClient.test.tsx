import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { emitStoreEvent } from '../events/eventBus';
import { useSessionStore } from '../session/sessionStore';
import { useSignedIn } from '../session/useSignedIn';
import { renderWithQueryClient } from '../testing/renderWithQueryClient';
import { CART_QUERY_KEY, PLANS_QUERY_KEY, SHOPPER_DATA } from './storeQueryClient';

function Reader({ queryKey, read }: { queryKey: readonly string[]; read: () => Promise<string> }) {
  const query = useQuery({ queryKey, queryFn: read });
  return <p>{query.data ?? 'nothing yet'}</p>;
}

/** Reads only with a session, as every reader of the shopper's data does. */
function ShopperReader({ read }: { read: () => Promise<string> }) {
  const signedIn = useSignedIn();
  const query = useQuery({ queryKey: [SHOPPER_DATA, 'orders'], queryFn: read, enabled: signedIn });
  return <p>{query.data ?? 'nothing yet'}</p>;
}

describe('the page cache follows the bus', () => {
  it('reads the cart anew when a change to it is announced, and leaves other answers be', async () => {
    const readCart = jest.fn().mockResolvedValueOnce('two plans').mockResolvedValueOnce('one plan');
    const readStyles = jest.fn().mockResolvedValue('styles');
    renderWithQueryClient(
      <>
        <Reader queryKey={CART_QUERY_KEY} read={readCart} />
        <Reader queryKey={['styles']} read={readStyles} />
      </>,
    );
    expect(await screen.findByText('two plans')).toBeInTheDocument();
    act(() => emitStoreEvent('cart:changed', { count: 1 }));
    expect(await screen.findByText('one plan')).toBeInTheDocument();
    expect(readStyles).toHaveBeenCalledTimes(1);
  });

  it("never shows one shopper's data to the next: a new session drops it and reads anew", async () => {
    const readOrders = jest.fn().mockResolvedValueOnce("Ann's orders").mockResolvedValueOnce("Bo's orders");
    const { client } = renderWithQueryClient(<Reader queryKey={[SHOPPER_DATA, 'orders']} read={readOrders} />);
    expect(await screen.findByText("Ann's orders")).toBeInTheDocument();
    act(() => emitStoreEvent('session:changed', { signedIn: true }));
    expect(await screen.findByText("Bo's orders")).toBeInTheDocument();
    expect(client.getQueryData([SHOPPER_DATA, 'orders'])).toBe("Bo's orders");
  });

  it('shows no plan with a heart that changed or belonged to the last shopper, and reads no more than it must', async () => {
    const readList = jest.fn().mockResolvedValueOnce('7 liked').mockResolvedValueOnce('7 not liked');
    const listKey = [...PLANS_QUERY_KEY, 'search'];
    const pageKey = [...PLANS_QUERY_KEY, 'detail', '7'];
    const { client } = renderWithQueryClient(<Reader queryKey={listKey} read={readList} />);
    expect(await screen.findByText('7 liked')).toBeInTheDocument();
    client.setQueryData(pageKey, 'plan 7, liked');

    // The heart on screen shows the change itself: the list is stale, not read again; the page seen before is gone.
    act(() => emitStoreEvent('favorites:changed', { propertyId: '7', liked: false }));
    expect(client.getQueryData(pageKey)).toBeUndefined();
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(readList).toHaveBeenCalledTimes(1);

    // A new session reads the list on screen at once, for the new shopper's hearts.
    client.setQueryData(pageKey, 'plan 7, liked');
    act(() => emitStoreEvent('session:changed', { signedIn: false }));
    expect(client.getQueryData(pageKey)).toBeUndefined();
    expect(await screen.findByText('7 not liked')).toBeInTheDocument();
  });

  it("signing out drops the shopper's answers without asking for them again", async () => {
    useSessionStore.getState().signIn('ann-token');
    const readOrders = jest.fn().mockResolvedValue("Ann's orders");
    const { client } = renderWithQueryClient(<ShopperReader read={readOrders} />);
    expect(await screen.findByText("Ann's orders")).toBeInTheDocument();
    act(() => useSessionStore.getState().signOut());
    expect(await screen.findByText('nothing yet')).toBeInTheDocument();
    expect(client.getQueryData([SHOPPER_DATA, 'orders'])).toBeUndefined();
    expect(readOrders).toHaveBeenCalledTimes(1);
  });

  it('stops following the bus once the provider is gone', async () => {
    const readCart = jest.fn().mockResolvedValue('two plans');
    const { client, unmount } = renderWithQueryClient(<Reader queryKey={CART_QUERY_KEY} read={readCart} />);
    await screen.findByText('two plans');
    unmount();
    emitStoreEvent('cart:changed', { count: 1 });
    expect(client.getQueryState(CART_QUERY_KEY)?.isInvalidated).toBe(false);
  });
});
