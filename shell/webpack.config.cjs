const createFederatedConfig = require('tooling/webpack/createFederatedConfig.cjs');

// The API listens here under `npm run dev`; the shell's dev server forwards the calls it would answer in production.
const devApiOrigin = process.env.DEV_API_ORIGIN ?? 'http://localhost:3100';

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
  devProxy: [{ context: ['/api', '/runtime-config.json'], target: devApiOrigin }],
});
