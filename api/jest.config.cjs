const base = require('tooling/jest/createJestConfig.cjs')({ dir: __dirname, environment: 'node' });

// ESM-only dependencies of @fastify/static (content-disposition 3) and light-my-request (cookie 2): Jest must
// compile them like our own source.
const esmOnlyPackages = 'ky|content-disposition|cookie';
module.exports = {
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${esmOnlyPackages})@|(${esmOnlyPackages})/)`],
  // Starting PGlite (PostgreSQL in WASM) takes seconds on a busy machine.
  testTimeout: 60_000,
};
