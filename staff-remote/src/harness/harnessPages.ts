import type { HarnessPage } from 'shared-ui/src/harness/StandaloneHarness';
import StaffOrdersPage from '../orders/StaffOrdersPage';

/** Every exposed page, at one of the paths the shell mounts it on (sign in as staff on the store first). */
export const harnessPages: readonly HarnessPage[] = [
  { expose: './StaffOrdersPage', label: 'Orders', path: '/staff/orders', Page: StaffOrdersPage },
];
