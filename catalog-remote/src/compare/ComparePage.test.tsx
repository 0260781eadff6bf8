import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { planDetailFixture } from '../plan-detail/planDetailFixture';
import ComparePage from './ComparePage';
import { useCompareStore } from './compareStore';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));

const get = jest.mocked(apiClient.get);
const PLANS = {
  '42': planDetailFixture(),
  '43': planDetailFixture({ _id: '43', name: 'The Willow Cottage', beds: 2 }),
};

function renderPage() {
  return renderWithQueryClient(
    <MemoryRouter>
      <ComparePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  get.mockImplementation(async (path: string) => {
    const plan = Object.values(PLANS).find((candidate) => path === `property/${candidate._id}`);
    if (!plan) throw new Error(`unexpected ${path}`);
    return { status: 200, message: 'OK', data: plan };
  });
});

afterEach(() => useCompareStore.setState({ planIds: [] }));

describe('ComparePage', () => {
  it('says how to add plans when none are compared, without asking the API', async () => {
    renderPage();
    expect(await screen.findByText('No plans to compare yet')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/propertyList');
  });

  it('shows the compared plans side by side, and Remove takes one off the table and the list', async () => {
    useCompareStore.setState({ planIds: ['42', '43'] });
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /The Magnolia Farmhouse/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Beds 4 2' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove The Magnolia Farmhouse' }));

    expect(useCompareStore.getState().planIds).toEqual(['43']);
    expect(await screen.findByRole('row', { name: 'Beds 2' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /The Magnolia Farmhouse/ })).not.toBeInTheDocument();
  });
});
