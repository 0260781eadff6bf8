import { within } from '@testing-library/react';
import { openFromHarnessNav, renderStandaloneHarnessAt } from 'shared-ui/testing';
import { harnessPages } from './harnessPages';

// The harness itself is tested in shared-ui; its covering every exposed module, in exposes.test.tsx.
describe('content standalone harness', () => {
  it('opens each page inside main from the nav', async () => {
    const main = renderStandaloneHarnessAt('/about-us', 'content', harnessPages);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Our Story');

    await openFromHarnessNav('FAQ');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('FAQ');
  });
});
