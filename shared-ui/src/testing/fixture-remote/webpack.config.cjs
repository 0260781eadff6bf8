// A remote as small as describeExposedModules' own test needs: one page and one fragment.
const createFederatedConfig = require('tooling/webpack/createFederatedConfig.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'fixture',
  port: 3999,
  exposes: {
    './GaragePage': './GaragePage.tsx',
    './SaveBadge': './SaveBadge.tsx',
  },
});
