// `shared-ui/testing`: Jest helpers for every package's tests (they call describe, it, expect and render, so app
// code never imports them: testOnlyImports.test.ts).
export { describeExposedModules, expectPageTitledOnce, loadDefaultExport } from './describeExposedModules';
export { installFakeIntersectionObserver } from './fakeIntersectionObserver';
export { devRuntimeConfig, noOtherRemotes } from './standIns';
export { federationOf, readRemoteFederation, type RemoteFederation } from './remoteFederation';
export { renderWithQueryClient } from './renderWithQueryClient';
export { openFromHarnessNav, renderStandaloneHarnessAt } from './standaloneHarnessTesting';
