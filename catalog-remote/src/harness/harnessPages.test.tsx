import { within } from '@testing-library/react';
import { apiClient } from 'shared-ui';
import { openFromHarnessNav, renderStandaloneHarnessAt } from 'shared-ui/testing';
import { planDetailFixture } from '../plan-detail/planDetailFixture';
import { searchPageFixture } from '../testing/planSearchFixture';
import { harnessPages } from './harnessPages';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));

// The harness itself is tested in shared-ui; its covering every exposed module, in exposes.test.tsx.
describe('catalog standalone harness', () => {
  beforeEach(() => {
    jest.mocked(apiClient.get).mockImplementation(async (path: string) => ({
      status: 200,
      message: 'OK',
      data: path === 'properties' ? searchPageFixture() : path === 'plan-styles' ? [] : planDetailFixture(),
    }));
  });

  it('opens each page inside main from the nav', async () => {
    const main = renderStandaloneHarnessAt('/', 'catalog', harnessPages);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Your Dream Home Awaits');

    await openFromHarnessNav('Styles');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Housing Styles');

    await openFromHarnessNav('Plan detail (plan 1)');
    expect(await within(main).findByRole('heading', { level: 1 })).toHaveTextContent('The Magnolia Farmhouse');
    expect(apiClient.get).toHaveBeenCalledWith('property/1', expect.anything());
  });
});
