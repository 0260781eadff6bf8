import { within } from '@testing-library/react';
import { openFromHarnessNav, renderStandaloneHarnessAt } from 'shared-ui/testing';
import { harnessPages } from './harnessPages';

// The harness itself is tested in shared-ui; its covering every exposed module, in exposes.test.tsx.
describe('checkout standalone harness', () => {
  it('opens each page inside main from the nav', async () => {
    const main = renderStandaloneHarnessAt('/cart', 'checkout', harnessPages);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Cart');

    await openFromHarnessNav('Checkout');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Checkout');
  });
});
