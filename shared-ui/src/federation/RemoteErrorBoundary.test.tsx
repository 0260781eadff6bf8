import { render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Crashing({ crash }: { crash: boolean }) {
  if (crash) throw new Error('render failed');
  return <p>Page content</p>;
}

describe('RemoteErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows its children while they render', () => {
    render(
      <RemoteErrorBoundary fallback={<p>Unavailable</p>}>
        <Crashing crash={false} />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('replaces only its own children with the fallback when they throw', () => {
    render(
      <>
        <header>Header</header>
        <RemoteErrorBoundary fallback={<p>Unavailable</p>}>
          <Crashing crash />
        </RemoteErrorBoundary>
      </>,
    );
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Header')).toBeInTheDocument();
  });

  it('tries the children again when given a new key', () => {
    const { rerender } = render(
      <RemoteErrorBoundary key="/cart" fallback={<p>Unavailable</p>}>
        <Crashing crash />
      </RemoteErrorBoundary>,
    );
    rerender(
      <RemoteErrorBoundary key="/cart" fallback={<p>Unavailable</p>}>
        <Crashing crash={false} />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Unavailable')).toBeInTheDocument();

    rerender(
      <RemoteErrorBoundary key="/home" fallback={<p>Unavailable</p>}>
        <Crashing crash={false} />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});
