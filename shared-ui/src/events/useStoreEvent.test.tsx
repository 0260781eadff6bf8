import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { emitStoreEvent } from './eventBus';
import { useStoreEvent } from './useStoreEvent';

function CartBadge() {
  const [count, setCount] = useState(0);
  useStoreEvent('cart:changed', ({ count: next }) => setCount(next));
  return <span>{count} in cart</span>;
}

describe('useStoreEvent', () => {
  it('updates the component when the event is emitted', () => {
    render(<CartBadge />);
    act(() => emitStoreEvent('cart:changed', { count: 4 }));
    expect(screen.getByText('4 in cart')).toBeInTheDocument();
  });

  it('unsubscribes when the component unmounts', () => {
    const handler = jest.fn();
    function Listener() {
      useStoreEvent('session:changed', handler);
      return null;
    }
    const { unmount } = render(<Listener />);
    act(() => emitStoreEvent('session:changed', { signedIn: true }));
    unmount();
    emitStoreEvent('session:changed', { signedIn: false });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('calls the latest handler without resubscribing on re-render', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const calls: string[] = [];
    function Listener({ label }: { label: string }) {
      useStoreEvent('cart:changed', () => calls.push(label));
      return null;
    }
    const { rerender } = render(<Listener label="first" />);
    rerender(<Listener label="second" />);
    act(() => emitStoreEvent('cart:changed', { count: 1 }));

    expect(calls).toEqual(['second']);
    expect(add.mock.calls.filter(([name]) => name === 'cart:changed')).toHaveLength(1);
    add.mockRestore();
  });
});
