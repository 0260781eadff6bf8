import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, ApiError } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { REVIEWS, TESTIMONIALS } from '../testing/contentFixtures';
import ReviewsPage from './ReviewsPage';
import TestimonialsPage from './TestimonialsPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const get = jest.mocked(apiClient.get);
beforeEach(() => get.mockReset());

function renderPage(Page: () => React.JSX.Element) {
  renderWithQueryClient(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('Testimonials', () => {
  it('shows each customer story from the API with its name, place and project', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: TESTIMONIALS });
    renderPage(TestimonialsPage);
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials…');
    const figure = await screen.findByRole('figure');
    expect(figure).toHaveTextContent('Clear drawings.');
    expect(figure).toHaveTextContent('Karen M.Boise, Idaho · Built a Modern Farmhouse');
    expect(get).toHaveBeenCalledWith('testimonials', expect.anything());
  });

  it('reports a failure with a Retry that reads again', async () => {
    get
      .mockRejectedValueOnce(new ApiError(500, 'Server error'))
      .mockResolvedValueOnce({ status: 200, message: 'OK', data: TESTIMONIALS });
    renderPage(TestimonialsPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load testimonials: Server error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('figure')).toHaveTextContent('Clear drawings.');
  });
});

describe('Reviews', () => {
  it('shows the average and each review with its stars, title, name, place and date', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: REVIEWS });
    renderPage(ReviewsPage);
    expect(await screen.findByText('4.5 out of 5, from 2 reviews')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Good set' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('October 28, 2026')).toHaveAttribute('datetime', '2026-10-28');
  });

  it('says so when there are none', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: [] });
    renderPage(ReviewsPage);
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });
});
