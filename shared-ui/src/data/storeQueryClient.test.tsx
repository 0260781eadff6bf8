import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { emitStoreEvent } from '../events/eventBus';
import { renderWithQueryClient } from '../testing/renderWithQueryClient';
import { CART_QUERY_KEY, SHOPPER_DATA } from './storeQueryClient';

function Reader({ queryKey, read }: { queryKey: readonly string[]; read: () => Promise<string> }) {
  const query = useQuery({ queryKey, queryFn: read });
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

  it('stops following the bus once the provider is gone', async () => {
    const readCart = jest.fn().mockResolvedValue('two plans');
    const { client, unmount } = renderWithQueryClient(<Reader queryKey={CART_QUERY_KEY} read={readCart} />);
    await screen.findByText('two plans');
    unmount();
    emitStoreEvent('cart:changed', { count: 1 });
    expect(client.getQueryState(CART_QUERY_KEY)?.isInvalidated).toBe(false);
  });
});
