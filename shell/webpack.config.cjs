const createFederatedConfig = require('tooling/webpack/createFederatedConfig.cjs');
const { startupLoaderConfig } = require('tooling/webpack/startupLoaderConfig.cjs');

// The API listens here under `npm run dev`; the shell's dev server forwards the calls it would answer in production.
const devApiOrigin = process.env.DEV_API_ORIGIN ?? 'http://localhost:3100';

const shellConfig = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
  devProxy: [{ context: ['/api', '/runtime-config.json'], target: devApiOrigin }],
});

/**
 * The shell's builds: for the browser, its federated build and the start-up loader its server-rendered pages inline
 * (src/rendering/startupLoader.ts); the Node build (`--env target=node`) and the dev server (no server rendering)
 * need no loader.
 * @param {Record<string, string | boolean>} [env] @param {{ mode?: string }} [argv]
 */
function shellBuilds(env = {}, argv = {}) {
  if (env.target === 'node' || env.WEBPACK_SERVE) return shellConfig(env, argv);
  const browser = shellConfig(env, argv);
  const loader = startupLoaderConfig({
    dir: __dirname,
    production: browser.mode === 'production',
    entry: './src/rendering/startupLoader.ts',
    after: 'shell',
  });
  return [browser, loader];
}

module.exports = Object.assign(shellBuilds, { federation: shellConfig.federation, options: shellConfig.options });
