import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describeExposedModules } from 'shared-ui/src/testing/describeExposedModules';
import { readRemoteFederation } from 'shared-ui/src/testing/remoteFederation';
import AddToCart from './add-to-cart/AddToCart';
import { harnessPages } from './harness/harnessPages';

const webpackConfigPath = path.resolve(__dirname, '..', 'webpack.config.cjs');

describeExposedModules(webpackConfigPath, {
  /** The pages the shell's route table loads from this remote, and the heading each page shows. */
  pages: {
    './CartPage': 'Cart',
    './CheckoutPage': 'Checkout',
    './PaymentPage': 'Payment',
  },
  /** Fragments other remotes render inside their pages: no heading of their own. */
  fragments: ['./AddToCart'],
  harnessPages,
});

describe('checkout remote fragments', () => {
  it('./AddToCart default-exports a fragment that leads to the cart and takes a planId', () => {
    expect(readRemoteFederation(webpackConfigPath).exposes['./AddToCart']).toBe('./src/add-to-cart/AddToCart.tsx');
    render(
      <MemoryRouter>
        <AddToCart planId="42" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
