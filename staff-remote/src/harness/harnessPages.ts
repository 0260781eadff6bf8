import type { HarnessPage } from 'shared-ui/harness';
import StaffOrderPage from '../order/StaffOrderPage';
import StaffOrdersPage from '../orders/StaffOrdersPage';

/** Every exposed page, at one of the paths the shell mounts it on (sign in as staff on the store first). */
export const harnessPages: readonly HarnessPage[] = [
  { expose: './StaffOrdersPage', label: 'Orders', path: '/staff/orders', Page: StaffOrdersPage },
  {
    expose: './StaffOrderPage',
    label: 'Order 1',
    path: '/staff/orders/:id',
    href: '/staff/orders/1',
    Page: StaffOrderPage,
  },
];
