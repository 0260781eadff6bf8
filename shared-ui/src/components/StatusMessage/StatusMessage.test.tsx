import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../http/ApiError';
import { RemoteLoadError } from '../../telemetry/remoteFailures';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('is a polite status with the loading text', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes a specific label and a compact size', () => {
    render(<LoadingState label="Loading your cart…" size="inline" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your cart…');
    expect(status).toHaveClass('inline');
  });
});

describe('ErrorState', () => {
  it('is announced as an alert with its heading and message', () => {
    render(<ErrorState title="Could not load your orders" message="Please try again in a moment." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please try again in a moment.');
    expect(screen.getByRole('heading', { level: 2, name: 'Could not load your orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Retry when it can try again', async () => {
    const onRetry = jest.fn();
    render(
      <ErrorState
        message="Failed to fetch properties. Please try again."
        onRetry={onRetry}
        headingLevel={1}
        title="Plans"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorState: Retry only where trying again can help', () => {
  /** ky's HTTPError as it reaches a caller that used ky directly: a named Error with the response. */
  function kyHttpError(status: number): Error {
    return Object.assign(new Error(`Request failed with status code ${status}`), {
      name: 'HTTPError',
      response: { status },
    });
  }

  it.each([
    ['a network failure (ApiError)', new ApiError(0, 'Network error', 'network')],
    ['a time-out (ApiError)', new ApiError(0, 'Too slow', 'timeout')],
    ['a 500 (ApiError)', new ApiError(500, 'Internal error')],
    ['a 503 (ky HTTPError)', kyHttpError(503)],
    ["a fetch that never reached the server (fetch's TypeError)", new TypeError('Failed to fetch')],
    ['a remote that did not load', new RemoteLoadError('catalog', 'manifest-unavailable', undefined, 'down')],
  ])('offers Retry after %s', (_name, error) => {
    render(<ErrorState message="It failed." error={error} onRetry={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['a 400 (ApiError)', new ApiError(400, 'Invalid property id')],
    ['a 404 (ApiError)', new ApiError(404, 'No property found.')],
    ['a 401 (ApiError)', new ApiError(401, 'please login to perform this action')],
    ['a 404 (ky HTTPError)', kyHttpError(404)],
    ['a 422 (ky HTTPError)', kyHttpError(422)],
  ])('shows the message without Retry after %s', (_name, error) => {
    render(<ErrorState message={error.message} error={error} onRetry={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(error.message);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows its title, message and a way forward', () => {
    render(
      <EmptyState
        title="Your cart is empty"
        message="Browse plans to add one."
        action={<a href="/propertylist">Browse plans</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText('Browse plans to add one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/propertylist');
  });
});
