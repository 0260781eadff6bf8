// A separate file: loaded remote pages stay cached for the module registry's lifetime, and this file needs the
// catalog's pages to fail before they ever load.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emitStoreEvent } from 'shared-ui';
import { createStubLoader, renderShell, startSession } from '../testing/renderShell';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));

beforeEach(() => startSession(null));

describe('a remote that is down', () => {
  it('shows its fallback with Retry while the header, footer and other remotes keep working; Retry recovers', async () => {
    const user = userEvent.setup();
    const stub = createStubLoader({ down: ['catalog'] });
    const { navigate } = await renderShell('/propertyList', { loader: stub.loader });
    const main = within(screen.getByRole('main'));

    expect(
      await main.findByRole('heading', { level: 1, name: 'House Plans is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    // The shell around it still works.
    const header = within(screen.getByRole('banner'));
    act(() => emitStoreEvent('cart:changed', { count: 3 }));
    expect(header.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    await user.click(header.getByRole('button', { name: 'Menu' }));
    expect(header.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('contentinfo')).getByText('© 2025 — Copyright')).toBeInTheDocument();

    // Another remote's page renders.
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
    expect(await main.findByRole('heading', { name: 'content ./FaqPage' })).toBeInTheDocument();

    // Back on the failed page, Retry loads it once the remote is up again.
    await navigate('/propertyList');
    expect(await main.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    stub.bringUp('catalog');
    await user.click(main.getByRole('button', { name: 'Retry' }));
    expect(await main.findByRole('heading', { name: 'catalog ./PlanSearchPage' })).toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
