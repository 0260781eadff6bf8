import { startStandaloneHarness } from 'shared-ui/src/harness/startStandaloneHarness';
import { harnessPages } from './harnessPages';

startStandaloneHarness({ remoteName: 'staff', pages: harnessPages });
