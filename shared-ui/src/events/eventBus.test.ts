import { emitStoreEvent, onStoreEvent } from './eventBus';

describe('store event bus', () => {
  it('delivers the payload to every listener of that event name', () => {
    const first = jest.fn();
    const second = jest.fn();
    const offFirst = onStoreEvent('cart:changed', first);
    const offSecond = onStoreEvent('cart:changed', second);

    emitStoreEvent('cart:changed', { count: 3 });

    expect(first).toHaveBeenCalledWith({ count: 3 });
    expect(second).toHaveBeenCalledWith({ count: 3 });
    offFirst();
    offSecond();
  });

  it('does not deliver events of another name', () => {
    const onCart = jest.fn();
    const off = onStoreEvent('cart:changed', onCart);

    emitStoreEvent('favorites:changed', { propertyId: 'p1', liked: true });

    expect(onCart).not.toHaveBeenCalled();
    off();
  });

  it('stops delivering after unsubscribe', () => {
    const handler = jest.fn();
    const off = onStoreEvent('session:changed', handler);
    emitStoreEvent('session:changed', { signedIn: true });
    off();
    emitStoreEvent('session:changed', { signedIn: false });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ signedIn: true });
  });

  it('reaches listeners registered by a second copy of the module (two shared-ui versions on one page)', () => {
    let secondCopy: typeof import('./eventBus') | undefined;
    jest.isolateModules(() => {
      secondCopy = jest.requireActual<typeof import('./eventBus')>('./eventBus');
    });
    if (!secondCopy) throw new Error('second copy did not load');
    const inSecondCopy = jest.fn();
    const inFirstCopy = jest.fn();
    const offSecond = secondCopy.onStoreEvent('favorites:changed', inSecondCopy);
    const offFirst = onStoreEvent('favorites:changed', inFirstCopy);

    emitStoreEvent('favorites:changed', { propertyId: 'p9', liked: false });
    secondCopy.emitStoreEvent('favorites:changed', { propertyId: 'p10', liked: true });

    expect(inSecondCopy).toHaveBeenCalledWith({ propertyId: 'p9', liked: false });
    expect(inFirstCopy).toHaveBeenCalledWith({ propertyId: 'p10', liked: true });
    offSecond();
    offFirst();
  });

  it('ignores a plain Event that happens to use a store event name', () => {
    const handler = jest.fn();
    const off = onStoreEvent('cart:changed', handler);
    window.dispatchEvent(new Event('cart:changed'));
    expect(handler).not.toHaveBeenCalled();
    off();
  });
});
