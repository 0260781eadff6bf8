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
    moduleNameMapper: { '\\.css$': require.resolve('identity-obj-proxy') },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'setupDom.cjs')] : [],
    setupFilesAfterEnv:
      environment === 'jsdom'
        ? [path.join(__dirname, 'setupDomAssertions.cjs'), ...setupFilesAfterEnv]
        : setupFilesAfterEnv,
    clearMocks: true,
  };
};
