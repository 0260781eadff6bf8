import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
