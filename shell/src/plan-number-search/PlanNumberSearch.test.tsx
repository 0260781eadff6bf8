import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, ApiError } from 'shared-ui';
import { installFakeIntersectionObserver } from 'shared-ui/testing';
import { renderShell, startSession } from '../testing/renderShell';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const getMock = jest.mocked(apiClient.get);

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function search() {
  const form = within(screen.getByRole('contentinfo')).getByRole('search', { name: 'Plan number' });
  return {
    form,
    input: within(form).getByRole('searchbox', { name: 'Find a plan by number' }),
    button: within(form).getByRole('button', { name: 'Search' }),
  };
}

const PLAN_NOT_FOUND = 'Property not found. Please check the plan number and try again.';

beforeEach(() => startSession(null));

describe('plan-number search', () => {
  it('sends the number as typed and opens the plan it finds', async () => {
    const user = userEvent.setup();
    getMock.mockResolvedValue({ status: 200, message: 'OK', data: { _id: '64f1c2a9', name: 'The Magnolia' } });
    await renderShell('/home');
    const { input, button } = search();
    expect(input).toHaveAttribute('placeholder', 'Search by plan #');

    await user.type(input, ' HP-1024 ');
    await user.click(button);

    expect(getMock).toHaveBeenCalledWith('user/property', { searchParams: { plan_number: ' HP-1024 ' } });
    expect(await screen.findByText('Property found! Navigating to details...')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/property/64f1c2a9');
    expect(
      await within(screen.getByRole('main')).findByRole('heading', { name: 'catalog ./PlanDetailPage' }),
    ).toBeInTheDocument();
  });

  it('says so in a toast and inline when no plan has that number', async () => {
    const user = userEvent.setup();
    getMock.mockRejectedValue(new ApiError(404, 'Property not found'));
    await renderShell('/home');
    const { input, button } = search();
    await user.type(input, '99999');
    await user.click(button);

    const inline = 'Property not found. Please check the plan number and try again.';
    expect(await screen.findAllByText(inline)).toHaveLength(2);
    expect(input).toHaveAccessibleDescription(inline);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.pathname).toBe('/home');
  });

  it('treats an answer without a plan id as not found', async () => {
    const user = userEvent.setup();
    getMock.mockResolvedValue({ status: 200, message: 'OK', data: null });
    await renderShell('/home');
    await user.type(search().input, '12');
    await user.click(search().button);
    expect(search().input).toHaveAccessibleDescription(
      'Property not found. Please check the plan number and try again.',
    );
  });

  it('reports any other failure as a failed fetch', async () => {
    const user = userEvent.setup();
    getMock.mockRejectedValue(new ApiError(0, 'Network error: please check your connection and try again.', 'network'));
    await renderShell('/home');
    await user.type(search().input, '1024');
    await user.click(search().button);

    const inline = 'Failed to fetch properties. Please try again.';
    expect(await screen.findAllByText(inline)).toHaveLength(2);
    expect(search().input).toHaveAccessibleDescription(inline);
  });

  it('disables the button while searching', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; message: string; data: { _id: string } }>();
    getMock.mockReturnValue(answer.promise);
    await renderShell('/home');
    await user.type(search().input, '1024');
    await user.click(search().button);
    expect(search().button).toBeDisabled();
    answer.resolve({ status: 200, message: 'OK', data: { _id: 'abc' } });
    expect(await screen.findByText('Property found! Navigating to details...')).toBeInTheDocument();
    expect(search().button).toBeEnabled();
  });

  it('takes a problem away once the number is changed', async () => {
    const user = userEvent.setup();
    getMock.mockRejectedValue(new ApiError(404, 'Property not found'));
    await renderShell('/home');
    await user.type(search().input, '99999');
    await user.click(search().button);
    expect(await screen.findAllByText(PLAN_NOT_FOUND)).toHaveLength(2);

    await user.type(search().input, '{Backspace}');
    expect(search().input).not.toHaveAttribute('aria-invalid');
    expect(search().input).toHaveAccessibleDescription('');
  });

  it('searches once for a number sent again while the first search is under way', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; message: string; data: { _id: string } }>();
    getMock.mockReturnValue(answer.promise);
    await renderShell('/home');
    await user.type(search().input, '1024{Enter}');
    await user.type(search().input, '{Enter}');
    expect(getMock).toHaveBeenCalledTimes(1);
    answer.resolve({ status: 200, message: 'OK', data: { _id: 'abc' } });
    expect(await screen.findByText('Property found! Navigating to details...')).toBeInTheDocument();
  });

  it('sends nothing for an empty field, focusing it with a hint', async () => {
    const user = userEvent.setup();
    await renderShell('/home');
    await user.type(search().input, '   ');
    await user.click(search().button);
    expect(getMock).not.toHaveBeenCalled();
    expect(search().input).toHaveFocus();
    expect(search().input).toHaveAccessibleDescription('Enter a plan number to search.');
  });

  describe('below the fold', () => {
    const { reportIntersection } = installFakeIntersectionObserver();

    it('is a stand-in, not yet usable, until the shopper scrolls near the footer', async () => {
      await renderShell('/home');
      act(() => reportIntersection(false));
      expect(search().input).toBeDisabled();
      expect(search().button).toBeDisabled();
      act(() => reportIntersection(true));
      expect(await within(screen.getByRole('contentinfo')).findByRole('searchbox')).toBeEnabled();
      expect(search().button).toBeEnabled();
    });
  });
});
