import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from './toast';
import { ToastProvider } from './ToastProvider';

// notistack's exit transition lasts up to about 700 ms (slide, pause, collapse) after the auto-hide timer fires.
const EXIT_TRANSITION_MS = 1000;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

/** Asks for toasts and waits for them to show: notistack itself is loaded with the first toast. */
async function showing(ask: () => void) {
  await act(async () => ask());
}

/** In steps: each of notistack's timers is set by an effect that runs only after the previous step's re-render. */
function advance(ms: number) {
  const step = 50;
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    act(() => {
      jest.advanceTimersByTime(Math.min(step, ms - elapsed));
    });
  }
}

describe('toast', () => {
  it.each([
    ['success', 'Logged out successfully!', 2000],
    ['error', 'Failed to add property to cart.', 4000],
    ['warning', 'please login to perform this action', 5000],
    ['info', 'Property found! Navigating to details...', 5000],
  ] as const)('shows a %s toast for its duration', async (variant, message, duration) => {
    render(<ToastProvider />);
    await showing(() => toast[variant](message));

    expect(screen.getByText(message)).toBeInTheDocument();
    advance(duration - 100);
    expect(screen.getByText(message)).toBeInTheDocument();
    advance(100 + EXIT_TRANSITION_MS);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('announces toasts to screen readers', async () => {
    render(<ToastProvider />);
    await showing(() => toast.error('Order failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('Order failed');
  });

  it('runs the action and closes the toast when its button is chosen', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const signIn = jest.fn();
    render(<ToastProvider />);
    await showing(() => toast.warning('please login to perform this action', { label: 'Sign In', onClick: signIn }));

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    advance(EXIT_TRANSITION_MS);

    expect(signIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('please login to perform this action')).not.toBeInTheDocument();
  });

  it('keeps a toast asked for before the provider mounted and shows it once it mounts', async () => {
    act(() => toast.info('Queued before start-up'));
    await showing(() => render(<ToastProvider />));
    expect(screen.getByText('Queued before start-up')).toBeInTheDocument();
  });

  it('shows up to 20 toasts at once; a 21st replaces the oldest', async () => {
    render(<ToastProvider />);
    await showing(() => {
      for (let index = 1; index <= 21; index += 1) {
        // notistack keys a toast by the time plus Math.random(), kept to about 4 decimals: under a clock frozen by
        // the fake timers, 21 toasts in the same millisecond collided now and then (a duplicate-key flake).
        jest.setSystemTime(Date.now() + 1);
        toast.info(`Notice ${index}`);
      }
    });
    expect(screen.getAllByRole('alert')).toHaveLength(20);
    expect(screen.queryByText('Notice 21')).not.toBeInTheDocument();

    advance(EXIT_TRANSITION_MS);
    expect(screen.getAllByRole('alert')).toHaveLength(20);
    expect(screen.queryByText('Notice 1')).not.toBeInTheDocument();
    expect(screen.getByText('Notice 21')).toBeInTheDocument();
  });
});
