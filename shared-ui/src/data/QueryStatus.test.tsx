import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../http/ApiError';
import { renderWithQueryClient } from '../testing/renderWithQueryClient';
import { QueryStatus } from './QueryStatus';

function Questions({ read }: { read: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['questions'], queryFn: read });
  return (
    <QueryStatus
      query={query}
      loading={{ label: 'Loading questions…' }}
      error={{ message: 'The questions could not be loaded.' }}
      empty={{ title: 'No questions yet', isEmpty: (questions) => questions.length === 0 }}
    >
      {(questions) => (
        <ul>
          {questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ul>
      )}
    </QueryStatus>
  );
}

describe('QueryStatus', () => {
  it('shows the spinner while loading, then the content', async () => {
    renderWithQueryClient(<Questions read={() => Promise.resolve(['Can I change a plan?'])} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions…');
    expect(await screen.findByRole('listitem')).toHaveTextContent('Can I change a plan?');
  });

  it('shows the failure with a Retry that reads again, the spinner while it does', async () => {
    let answer: (questions: string[]) => void = () => undefined;
    const read = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValueOnce(new Promise<string[]>((resolve) => (answer = resolve)));
    renderWithQueryClient(<Questions read={read} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The questions could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading questions…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer(['Do you ship?']);
    expect(await screen.findByRole('listitem')).toHaveTextContent('Do you ship?');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('offers no Retry after a 4xx: the same read would get the same answer', async () => {
    const read = jest.fn().mockRejectedValue(new ApiError(404, 'No property found.'));
    renderWithQueryClient(<Questions read={read} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The questions could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("words the failure with the error's own message when the screen asks for it", async () => {
    function Styles() {
      const query = useQuery<string[]>({
        queryKey: ['styles'],
        queryFn: () => Promise.reject(new Error('Gateway timeout')),
      });
      return (
        <QueryStatus query={query} error={{ message: (failure) => `Error loading plan styles: ${failure.message}` }}>
          {(styles) => styles.join(', ')}
        </QueryStatus>
      );
    }
    renderWithQueryClient(<Styles />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading plan styles: Gateway timeout');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when the answer holds nothing', async () => {
    renderWithQueryClient(<Questions read={() => Promise.resolve([])} />);
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
