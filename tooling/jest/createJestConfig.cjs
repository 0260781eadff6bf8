// One Jest setup for every package: TypeScript and JSX through SWC, CSS Modules as identity maps,
// and ESM-only libraries (ky) transformed like our own source.
const path = require('node:path');

const esmOnlyPackages = ['ky'];

/** @param {{ dir: string, environment?: 'jsdom' | 'node', setupFilesAfterEnv?: string[] }} options */
module.exports = function createJestConfig({ dir, environment = 'jsdom', setupFilesAfterEnv = [] }) {
  const esm = esmOnlyPackages.join('|');
  return {
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? require.resolve('jest-environment-jsdom') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${esm})@|(${esm})/)`],
    moduleNameMapper: {
      '\\.css$': require.resolve('identity-obj-proxy'),
      // A test may replace one file of shared-ui with a stand-in (`jest.mock('shared-ui/src/http/apiClient')`): the
      // package's `exports` keep its files from app code, not from a test's mock.
      '^shared-ui/src/(.*)$': path.join(__dirname, '..', '..', 'shared-ui', 'src', '$1'),
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'setupDom.cjs')] : [],
    setupFilesAfterEnv:
      environment === 'jsdom'
        ? [path.join(__dirname, 'setupDomAssertions.cjs'), ...setupFilesAfterEnv]
        : setupFilesAfterEnv,
    clearMocks: true,
  };
};
