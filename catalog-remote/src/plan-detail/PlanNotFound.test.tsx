import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_KEYWORD_MESSAGE } from 'contracts/src/catalog/keywordSearch';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiClient } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { PlanNotFound } from './PlanNotFound';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));

const get = jest.mocked(apiClient.get);

function renderNotFound() {
  let currentUrl = '';
  function Where() {
    const location = useLocation();
    currentUrl = `${location.pathname}${location.search}`;
    return null;
  }
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/property/999999']}>
      <Where />
      <Routes>
        <Route path="/property/:id" element={<PlanNotFound />} />
        <Route path="/propertyList" element={<p>The list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { url: () => currentUrl };
}

beforeEach(() => {
  get.mockResolvedValue({ status: 200, message: 'OK', data: [] });
});

// The page offers the plan list's own keyword box, under its own name and with its label shown.
describe("a missing plan's search", () => {
  it("shows the list's box under the page's name, its label in view", () => {
    renderNotFound();
    const search = screen.getByRole('search', { name: 'Find a plan' });
    const box = within(search).getByRole('searchbox', { name: 'Search plans' });
    expect(box).toHaveAttribute('placeholder', 'Plan name, #number, style or feature');
    expect(within(search).getByText('Search plans')).not.toHaveClass('visually-hidden');
  });

  it('keeps the cursor in the box with what to type after an empty search, then lists the words typed', async () => {
    const user = userEvent.setup();
    const where = renderNotFound();
    const search = screen.getByRole('search', { name: 'Find a plan' });
    const box = within(search).getByRole('searchbox', { name: 'Search plans' });

    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(EMPTY_KEYWORD_MESSAGE);
    expect(where.url()).toBe('/property/999999');

    await user.type(box, '  Lake   cabin ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(where.url()).toBe('/propertyList?keyword=Lake+cabin');
  });
});
