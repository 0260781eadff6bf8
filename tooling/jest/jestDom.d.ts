// jest-dom's own types only add its matchers to Jest's `expect` (a global declaration, not a module), which
// TypeScript refuses to `require`. setupDomAssertions.cjs requires the package for that side effect alone.
declare module '@testing-library/jest-dom' {}
