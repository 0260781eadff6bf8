const createFederatedConfig = require('tooling/webpack/createFederatedConfig.cjs');
const { remote } = require('./package.json');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: remote.name,
  port: remote.port,
  exposes: {
    './StaffOrdersPage': './src/orders/StaffOrdersPage.tsx',
    './StaffOrderPage': './src/order/StaffOrderPage.tsx',
  },
});
