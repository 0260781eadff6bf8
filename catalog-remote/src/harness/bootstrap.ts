import { startStandaloneHarness } from 'shared-ui/harness';
import { harnessPages } from './harnessPages';

startStandaloneHarness({ remoteName: 'catalog', pages: harnessPages });
