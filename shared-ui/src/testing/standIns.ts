// `shared-ui/testing/stand-ins`: the test helpers that import no renderer. `shared-ui/testing` loads React Testing
// Library, which registers its clean-up hooks as it loads: inside a running test (a module graph loaded afresh in
// `jest.isolateModules`) that fails, so what such a graph needs comes from here.
export { devRuntimeConfig } from './devRuntimeConfig';
export { noOtherRemotes } from './noOtherRemotes';
