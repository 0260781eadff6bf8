import { act } from '@testing-library/react';
import { createStubLoader, renderShell, startSession } from '../testing/renderShell';
import { likelyNextRemote } from './likelyNextRemote';

jest.mock('shared-ui/src/http/apiClient', () => ({
  apiClient: { get: jest.fn(() => Promise.reject(new Error('no cart API'))), post: jest.fn() },
}));

let idleTasks: IdleRequestCallback[] = [];

function runIdleTasks() {
  const tasks = idleTasks;
  idleTasks = [];
  act(() => tasks.forEach((task) => task({ didTimeout: false, timeRemaining: () => 50 })));
}

beforeEach(() => {
  startSession(null);
  idleTasks = [];
  window.requestIdleCallback = (task) => idleTasks.push(task);
  window.cancelIdleCallback = () => undefined;
});

describe('likely next remote', () => {
  it('guesses checkout from the catalogue when signed in, sign-in when not, and the catalogue after the rest', () => {
    expect(likelyNextRemote('catalog', true)).toBe('checkout');
    expect(likelyNextRemote('catalog', false)).toBe('account');
    expect(likelyNextRemote('checkout', false)).toBe('account');
    expect(likelyNextRemote('account', false)).toBe('catalog');
    expect(likelyNextRemote('content', true)).toBe('catalog');
  });
});

describe('idle preloading', () => {
  it('preloads the account remote from home when signed out, only once the browser is idle', async () => {
    const stub = createStubLoader();
    await renderShell('/home', { loader: stub.loader });
    expect(stub.preload).not.toHaveBeenCalled();
    runIdleTasks();
    expect(stub.preload).toHaveBeenCalledWith('account', undefined);
    expect(stub.preload).not.toHaveBeenCalledWith('checkout', undefined);
  });

  it('preloads the checkout remote from home when signed in', async () => {
    startSession('shopper-token');
    const stub = createStubLoader();
    await renderShell('/home', { loader: stub.loader });
    runIdleTasks();
    expect(stub.preload).toHaveBeenCalledWith('checkout', undefined);
  });

  it('preloads the catalogue from a content page, and nothing from the not-found page', async () => {
    const stub = createStubLoader();
    const { navigate } = await renderShell('/no-such-page', { loader: stub.loader });
    runIdleTasks();
    expect(stub.preload).not.toHaveBeenCalled();
    await navigate('/faq');
    runIdleTasks();
    expect(stub.preload).toHaveBeenCalledWith('catalog', undefined);
  });
});
