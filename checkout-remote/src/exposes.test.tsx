import path from 'node:path';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from 'shared-ui';
import { describeExposedModules, readRemoteFederation, renderWithQueryClient } from 'shared-ui/testing';
import AddToCart from './add-to-cart/AddToCart';
import { harnessPages } from './harness/harnessPages';
import MyOrders from './my-orders/MyOrders';
import { planOptionsFixture } from './testing/checkoutFixtures';

jest.mock('shared-ui/src/http/apiClient', () => ({
  apiClient: { get: jest.fn(), post: jest.fn(), delete: jest.fn() },
}));
const get = jest.mocked(apiClient.get);

const webpackConfigPath = path.resolve(__dirname, '..', 'webpack.config.cjs');

beforeEach(() => {
  get.mockImplementation(async (requested: string) => ({
    status: 200,
    message: 'OK',
    data: requested === 'plan-options' ? planOptionsFixture() : [],
  }));
});

describeExposedModules(webpackConfigPath, {
  /** The pages the shell's route table loads from this remote, and the heading each page shows. */
  pages: {
    './CartPage': 'Cart',
    './CheckoutPage': 'Checkout',
    './PaymentPage': 'Payment',
    './OrderConfirmationPage': 'Order confirmation',
  },
  /** Fragments other remotes render inside their pages: no heading of their own. */
  fragments: ['./AddToCart', './MyOrders'],
  harnessPages,
});

describe('checkout remote fragments', () => {
  it('./AddToCart default-exports the Add To Cart form for the planId it is given, without a heading', async () => {
    expect(readRemoteFederation(webpackConfigPath).exposes['./AddToCart']).toBe('./src/add-to-cart/AddToCart.tsx');
    renderWithQueryClient(
      <MemoryRouter>
        <AddToCart planId="42" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Add To Cart' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('plan-options', expect.objectContaining({ searchParams: { property_id: '42' } }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('./MyOrders default-exports the My Orders tab content', async () => {
    expect(readRemoteFederation(webpackConfigPath).exposes['./MyOrders']).toBe('./src/my-orders/MyOrders.tsx');
    renderWithQueryClient(
      <MemoryRouter>
        <MyOrders />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('orders', expect.anything());
  });
});
