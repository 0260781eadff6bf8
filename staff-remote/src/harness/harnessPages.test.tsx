import { within } from '@testing-library/react';
import { renderStandaloneHarnessAt } from 'shared-ui/testing';
import { harnessPages } from './harnessPages';

jest.mock('shared-ui/src/http/apiClient', () => ({
  apiClient: { get: jest.fn().mockReturnValue(new Promise(() => undefined)) },
}));

// The harness itself is tested in shared-ui; its covering every exposed module, in exposes.test.tsx.
describe('staff standalone harness', () => {
  it('opens the order list and an order inside main', () => {
    const main = renderStandaloneHarnessAt('/staff/orders', 'staff', harnessPages);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Orders');
  });

  it('mounts an order at its own address', () => {
    const main = renderStandaloneHarnessAt('/staff/orders/1', 'staff', harnessPages);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Order #1');
  });
});
