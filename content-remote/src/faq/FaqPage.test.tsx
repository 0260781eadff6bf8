import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { FaqEntry } from 'contracts/src/content/faq';
import { apiClient, ApiError } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import FaqPage from './FaqPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const get = jest.mocked(apiClient.get);

const FAQ: FaqEntry[] = [
  { id: 7, question: 'What do I receive?', answer: 'A complete set of construction drawings.' },
  { id: 8, question: 'Can you change a plan?', answer: 'Yes, with a free quote in 1-3 business days.' },
];

function renderPage() {
  renderWithQueryClient(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('FAQ', () => {
  it('loads the questions, opens the first one, and opens another on click', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: FAQ });
    const user = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions…');

    const first = await screen.findByRole('button', { name: 'What do I receive?' });
    const second = screen.getByRole('button', { name: 'Can you change a plan?' });
    expect(get).toHaveBeenCalledWith('faq', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstAnswer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(firstAnswer).toBeVisible();
    expect(firstAnswer).toHaveTextContent('A complete set of construction drawings.');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, with a free quote in 1-3 business days.')).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, with a free quote in 1-3 business days.')).toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows 'Failed to fetch FAQ data.' and tries again on Retry", async () => {
    get
      .mockRejectedValueOnce(new ApiError(500, 'Server error'))
      .mockResolvedValueOnce({ status: 200, message: 'OK', data: FAQ });
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch FAQ data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'What do I receive?' })).toBeInTheDocument();
  });

  it('says so when there are no questions', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
  });
});
