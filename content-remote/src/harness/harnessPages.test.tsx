import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneHarness } from 'shared-ui/src/harness/StandaloneHarness';
import { noOtherRemotes } from 'shared-ui/src/testing/noOtherRemotes';
import { harnessPages } from './harnessPages';

// The harness itself is tested in shared-ui; its covering every exposed module, in exposes.test.tsx.
describe('content standalone harness', () => {
  it('opens each page inside main from the nav', async () => {
    window.history.replaceState(null, '', '/about-us');
    render(<StandaloneHarness remoteName="content" pages={harnessPages} loader={noOtherRemotes} />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Our Story');

    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('FAQ');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  });
});
