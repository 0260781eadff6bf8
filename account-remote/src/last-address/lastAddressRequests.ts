import { queryOptions } from '@tanstack/react-query';
import type { LastAddress } from 'contracts/src/checkout/shippingAddress';
import { apiClient, SHOPPER_DATA } from 'shared-ui';

/**
 * The billing name and shipping address of the shopper's last order (GET profile/last-address): the checkout
 * pre-fills them, My Account shows the address. Only placing an order changes them.
 */
export const lastAddressQuery = () =>
  queryOptions({
    queryKey: [SHOPPER_DATA, 'last-address'],
    queryFn: async ({ signal }): Promise<LastAddress> =>
      (await apiClient.get<LastAddress>('profile/last-address', { signal })).data,
  });
