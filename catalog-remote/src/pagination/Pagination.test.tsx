import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Pagination, pageWindow } from './Pagination';

const hrefOf = (index: number) => `/propertyList?pagination=${index}`;

function renderPages(page: number, pageCount: number, onFollow = jest.fn()) {
  return render(
    <MemoryRouter>
      <Pagination page={page} pageCount={pageCount} hrefOf={hrefOf} onFollow={onFollow} />
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it('links every page, numbered from 1 on screen and from 0 in the address', async () => {
    const onFollow = jest.fn();
    renderPages(0, 30, onFollow);
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/propertyList?pagination=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Page 30' })).toHaveAttribute('href', '/propertyList?pagination=29');
    await userEvent.click(screen.getByRole('link', { name: 'Page 30' }));
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it('rests Next on the last page', () => {
    renderPages(29, 30);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/propertyList?pagination=28');
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows pages around the current one and the first and last', () => {
    expect(pageWindow(10, 30)).toEqual([0, 8, 9, 10, 11, 12, 29]);
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
  });

  it('shows nothing for a single page', () => {
    const { container } = renderPages(0, 1);
    expect(container).toBeEmptyDOMElement();
  });
});
