import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BlogPost } from 'contracts/src/content/blog';
import { apiClient, ApiError, toast } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { BLOG_POST, BLOG_SUMMARIES } from '../testing/contentFixtures';
import BlogDetailsPage from './BlogDetailsPage';
import BlogListPage from './BlogListPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const get = jest.mocked(apiClient.get);
beforeEach(() => get.mockReset());

/** The post cards (the page itself is an article too). */
async function findCards() {
  const items = await screen.findAllByRole('listitem');
  return items.map((item) => item.querySelector('article'));
}

function envelope<T>(data: T) {
  return { status: 200, message: 'OK', data };
}

function renderAt(path: string) {
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blogdetails" element={<BlogDetailsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('Blogs list', () => {
  it("shows 'Loading blogs...', then cards with cover, author, date, title, summary or 'No summary available'", async () => {
    get.mockResolvedValue(envelope(BLOG_SUMMARIES));
    renderAt('/blog');
    expect(screen.getByRole('status')).toHaveTextContent('Loading blogs...');

    const articles = await findCards();
    expect(articles).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('blogs', expect.objectContaining({ searchParams: { limit: 100 } }));
    expect(screen.getByRole('heading', { level: 2, name: 'Small Homes That Live Large' })).toBeInTheDocument();
    expect(articles[0]).toHaveTextContent('Design Review Team · November 4, 2026');
    expect(articles[0]?.querySelector('img')).toHaveAttribute('src', '/api/user/images/blog/6.svg');
    expect(articles[1]).toHaveTextContent('No summary available');
    expect(screen.getByRole('link', { name: /^Read More ?: Garage Apartments$/ })).toHaveAttribute(
      'href',
      '/blogdetails?id=5',
    );
  });

  it('offers Retry when the list fails', async () => {
    get
      .mockRejectedValueOnce(new ApiError(0, 'Network error', 'network'))
      .mockResolvedValueOnce(envelope(BLOG_SUMMARIES));
    const user = renderAt('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the blog posts.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findCards()).toHaveLength(2);
  });
});

describe('Blog details', () => {
  it('goes from the list to the post, shown at once from navigation state and then in full', async () => {
    let answer: (value: ReturnType<typeof envelope<BlogPost>>) => void = () => {};
    get
      .mockResolvedValueOnce(envelope(BLOG_SUMMARIES))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const user = renderAt('/blog');
    await user.click(await screen.findByRole('link', { name: /^Read More ?: Small Homes That Live Large$/ }));

    expect(screen.getByRole('heading', { level: 1, name: 'Small Homes That Live Large' })).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('blogs/6', expect.anything());
    answer(envelope(BLOG_POST));
    expect(await screen.findByRole('heading', { level: 2, name: 'Long sight lines' })).toBeInTheDocument();
    expect(screen.getByText('A smaller home costs less to build.')).toBeInTheDocument();
  });

  it('goes back to the list it came from without reading it again', async () => {
    get.mockResolvedValueOnce(envelope(BLOG_SUMMARIES)).mockResolvedValueOnce(envelope(BLOG_POST));
    const user = renderAt('/blog');
    await user.click(await screen.findByRole('link', { name: /^Read More ?: Small Homes That Live Large$/ }));
    await user.click(await screen.findByRole('link', { name: 'Back to Blogs' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await findCards()).toHaveLength(2);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('loads the post from its address alone (a reload or a shared link)', async () => {
    get.mockResolvedValue(envelope(BLOG_POST));
    renderAt('/blogdetails?id=6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Small Homes That Live Large' })).toBeInTheDocument();
    expect(screen.getByText('An open living area feels larger.')).toBeInTheDocument();
  });

  it('says the post is not found for a missing or unknown id', async () => {
    renderAt('/blogdetails');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('says the post is not found when the API has no such post', async () => {
    get.mockRejectedValue(new ApiError(404, 'Blog post not found.'));
    renderAt('/blogdetails?id=999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blog');
  });

  it('shares on social sites and copies the link', async () => {
    get.mockResolvedValue(envelope(BLOG_POST));
    const user = renderAt('/blogdetails?id=6');
    await screen.findByRole('heading', { level: 2, name: 'Long sight lines' });
    const url = `${window.location.origin}/blogdetails?id=6`;
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(screen.getByRole('link', { name: 'Share on Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Small%20Homes/,
    );

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard!'));

    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to copy the link. Please try again.'));
  });
});
