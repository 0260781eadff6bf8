import { startStandaloneHarness } from 'shared-ui/harness';
import { harnessPages } from './harnessPages';

startStandaloneHarness({ remoteName: 'checkout', pages: harnessPages });
