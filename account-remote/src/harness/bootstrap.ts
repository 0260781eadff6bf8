import { startStandaloneHarness } from 'shared-ui/harness';
import { harnessPages } from './harnessPages';

startStandaloneHarness({ remoteName: 'account', pages: harnessPages });
