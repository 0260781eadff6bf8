// @ts-check
// One lint for the whole workspace (`npm run lint`; part of `npm test`). Type-aware rules run on each package's
// TypeScript through its own tsconfig; build and script files get the plain rules. Formatting is Prettier's job.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { ALLOWED, forbiddenFor } from './tooling/architecture/packageBoundaries.mjs';

/**
 * "No remote imports another" and the dependency direction, by bare name or by a relative path out of the package.
 * These rules apply to `<package>/src/**`, where a path leaves the package only after two `../` at least: one `../`
 * stays inside (contracts' own `../api/requestSchemas` is not the api package).
 */
function boundaryRules(ownPackage) {
  const forbidden = forbiddenFor(ownPackage);
  if (forbidden.length === 0) return {};
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((name) => ({
          regex: `^((\\.\\./){2,})?${name}(/|$)`,
          message: `${ownPackage} may import only ${ALLOWED[ownPackage]?.join(' and ') || 'nothing of ours'} (ARCHITECTURE.md, "The house").`,
        })),
      },
    ],
  };
}

const FRONT_ENDS = [
  'shell',
  'shared-ui',
  'catalog-remote',
  'checkout-remote',
  'account-remote',
  'content-remote',
  'staff-remote',
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.bench/**', '.data/**', '**/*.d.ts', '**/*.d.cts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Unused names are an error, except a deliberate `_name` (an unused parameter kept for its position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // React's event handlers and effects call async work on purpose; a returned promise is what must not be lost.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify's handlers and plugins are async by contract (a returned value is the answer), awaited or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  ...FRONT_ENDS.map((name) => ({
    files: [`${name}/src/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    // The two classic hook rules; the React Compiler's rules judge code written for that compiler, which we do not use.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region must take focus to be scrolled by keyboard (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
      // The contracts' schemas are the API's to run; a browser takes only their types, so TypeBox never ships.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@sinclair/typebox|contracts/src/.*Schemas?)$',
              allowTypeImports: true,
              message: "Front ends import only the types of the contracts' schemas (`import type`).",
            },
          ],
        },
      ],
    },
  })),
  ...Object.keys(ALLOWED).map((name) => ({
    files: [`${name}/src/**/*.{ts,tsx,js,cjs,mjs}`],
    rules: boundaryRules(name),
  })),
  {
    // Jest's asymmetric matchers (expect.any, expect.stringMatching) and Playwright's response.json() are typed
    // `any`, and `expect(mock.method)` reads a method off its object: all on purpose in tests, nowhere else.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/testing/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A stand-in for fetch rejects with its signal's abort reason, as fetch does.
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      'jsx-a11y/no-noninteractive-tabindex': 'off',
    },
  },
  {
    // Functions the bench hands to the browser (page.evaluate), and Jest's set-up of jsdom, run with a page's globals.
    files: ['scripts/bench/**/*.mjs', 'tooling/jest/setupDom*.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
);
