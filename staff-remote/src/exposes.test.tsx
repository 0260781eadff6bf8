import path from 'node:path';
import { describeExposedModules } from 'shared-ui/testing';
import { harnessPages } from './harness/harnessPages';

describeExposedModules(path.resolve(__dirname, '..', 'webpack.config.cjs'), {
  /** The modules the shell's route table loads from this remote, and the heading each page shows. */
  pages: {
    './StaffOrdersPage': 'Orders',
    './StaffOrderPage': 'Order #42',
  },
  harnessPages,
});
