import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneHarness } from 'shared-ui/src/harness/StandaloneHarness';
import { apiClient } from 'shared-ui/src/http/apiClient';
import { noOtherRemotes } from 'shared-ui/src/testing/noOtherRemotes';
import { planDetailFixture } from '../plan-detail/planDetailFixture';
import { harnessPages } from './harnessPages';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));

// The harness itself is tested in shared-ui; its covering every exposed module, in exposes.test.tsx.
describe('catalog standalone harness', () => {
  beforeEach(() => {
    jest.mocked(apiClient.get).mockResolvedValue({ status: 200, message: 'OK', data: planDetailFixture() });
  });

  it('opens each page inside main from the nav', async () => {
    window.history.replaceState(null, '', '/');
    render(<StandaloneHarness remoteName="catalog" pages={harnessPages} loader={noOtherRemotes} />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Your Dream Home Awaits');

    await userEvent.click(screen.getByRole('link', { name: 'Styles' }));
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Housing Styles');
    expect(screen.getByRole('link', { name: 'Styles' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Plan detail (plan 1)' }));
    expect(await within(main).findByRole('heading', { level: 1 })).toHaveTextContent('The Magnolia Farmhouse');
    expect(apiClient.get).toHaveBeenCalledWith('property/1', expect.anything());
  });
});
