import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow } from './Pagination';

describe('Pagination', () => {
  it('numbers pages from 1 on screen and from 0 for the search', async () => {
    const onPage = jest.fn();
    render(<Pagination page={0} pageCount={30} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Page 30' }));
    expect(onPage).toHaveBeenLastCalledWith(29);
  });

  it('shows pages around the current one and the first and last', () => {
    expect(pageWindow(10, 30)).toEqual([0, 8, 9, 10, 11, 12, 29]);
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={0} pageCount={1} onPage={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
