// `shared-ui/harness`: a remote's standalone page (`webpack serve` in the remote's folder), with the shell's
// providers. Not part of the shared `shared-ui` module: a deployed remote runs inside the shell and never loads it.
export { StandaloneHarness, type HarnessPage, type StandaloneHarnessProps } from './StandaloneHarness';
export { startStandaloneHarness } from './startStandaloneHarness';
