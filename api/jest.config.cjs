const base = require('tooling/jest/createJestConfig.cjs')({ dir: __dirname, environment: 'node' });

// ESM-only dependencies (content-disposition 3 of @fastify/static, cookie 2 of light-my-request, p-limit, pdfjs-dist
// that the plan-document tests read PDFs back with): Jest must compile them like our own source.
const esmOnlyPackages = 'ky|content-disposition|cookie|p-limit|yocto-queue|pdfjs-dist';
module.exports = {
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${esmOnlyPackages})@|(${esmOnlyPackages})/)`],
  // Starting PGlite (PostgreSQL in WASM) takes seconds on a busy machine.
  testTimeout: 60_000,
};
