import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { apiClient, ApiError, ToastProvider } from 'shared-ui';
import { renderAccountRoute } from '../testing/renderAccountRoute';
import VerifyOtpPage from './VerifyOtpPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { post: jest.fn(), get: jest.fn() } }));
const post = jest.mocked(apiClient.post);

beforeEach(() => window.sessionStorage.clear());

/**
 * The page at the last of `entries`, the others behind it in the history, under a declarative router as in the
 * shell; `url()` is where the router is now and `go(-1)` presses Back.
 */
function renderWithHistory(entries: string[]) {
  const router: { location?: Location; navigate?: NavigateFunction } = {};
  function RouterProbe() {
    router.location = useLocation();
    router.navigate = useNavigate();
    return null;
  }
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <RouterProbe />
        <Routes>
          <Route path="/verifyOtp" element={<VerifyOtpPage />} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
  return {
    url: () => `${router.location?.pathname ?? ''}${router.location?.search ?? ''}`,
    go: (delta: number) => act(async () => router.navigate?.(delta)),
  };
}

describe('/verifyOtp', () => {
  it('fills the code in from the link and signs in with it', async () => {
    post.mockResolvedValue({
      status: 200,
      message: 'Logged in successfully!',
      data: { next: 'signed_in', token: 'new-session' },
    });
    const user = userEvent.setup();
    const view = renderAccountRoute(
      VerifyOtpPage,
      '/verifyOtp',
      '/verifyOtp?otp=123456&email=ann%40houseplans.example',
    );
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveValue('123456');
    expect(code).toHaveAttribute('placeholder', 'Type here');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await view.location()).toBe('/home');
    expect(post).toHaveBeenCalledWith(
      'reset-otp-verify',
      { otp: '123456', email: 'ann@houseplans.example' },
      { promptSignInOnUnauthorized: false },
    );
    expect(window.sessionStorage.getItem('token')).toBe('new-session');
  });

  it('takes the code out of the address bar at once, keeping the address and the way back, and still signs in with it', async () => {
    post.mockResolvedValue({
      status: 200,
      message: 'Logged in successfully!',
      data: { next: 'signed_in', token: 'new-session' },
    });
    const user = userEvent.setup();
    const { url } = renderWithHistory([
      '/cart',
      '/verifyOtp?otp=123456&email=ann%40houseplans.example&redirect=%2Fcheckout',
    ]);
    await waitFor(() => expect(url()).toBe('/verifyOtp?email=ann%40houseplans.example&redirect=%2Fcheckout'));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('123456');
    expect(screen.getByText('Enter the code we sent to ann@houseplans.example.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(url()).toBe('/checkout'));
    expect(post).toHaveBeenCalledWith(
      'reset-otp-verify',
      { otp: '123456', email: 'ann@houseplans.example' },
      { promptSignInOnUnauthorized: false },
    );
  });

  it('leaves no history entry holding the code: Back from /setPassword shows /verifyOtp without it', async () => {
    post.mockResolvedValue({
      status: 200,
      message: 'Code verified. Please choose a new password.',
      data: { next: 'set_password' },
    });
    const user = userEvent.setup();
    const { go, url } = renderWithHistory(['/resetPass', '/verifyOtp?otp=654321&email=ann%40houseplans.example']);
    await waitFor(() => expect(url()).toBe('/verifyOtp?email=ann%40houseplans.example'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(url()).toBe('/setPassword'));
    expect(post).toHaveBeenCalledWith(
      'reset-otp-verify',
      { otp: '654321', email: 'ann@houseplans.example' },
      { promptSignInOnUnauthorized: false },
    );

    await go(-1);
    expect(url()).toBe('/verifyOtp?email=ann%40houseplans.example');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
    await go(-1);
    expect(url()).toBe('/resetPass');
  });

  it("says 'OTP is required' once the empty field is left", async () => {
    const user = userEvent.setup();
    renderAccountRoute(VerifyOtpPage, '/verifyOtp', '/verifyOtp?email=ann%40houseplans.example');
    await user.click(screen.getByRole('textbox', { name: 'Code' }));
    await user.tab();
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
  });

  it('asks for the address too when the link has none', async () => {
    const user = userEvent.setup();
    renderAccountRoute(VerifyOtpPage, '/verifyOtp');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it("shows 'Wrong otp' from the server", async () => {
    post.mockRejectedValue(new ApiError(400, 'Wrong otp'));
    const user = userEvent.setup();
    renderAccountRoute(VerifyOtpPage, '/verifyOtp', '/verifyOtp?email=ann%40houseplans.example');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Wrong otp')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it("says 'An error occurred while verifying OTP.' when the request itself fails", async () => {
    post.mockRejectedValue(new ApiError(0, 'Network error', 'network'));
    const user = userEvent.setup();
    renderAccountRoute(VerifyOtpPage, '/verifyOtp', '/verifyOtp?email=ann%40houseplans.example');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('An error occurred while verifying OTP.')).toBeInTheDocument();
  });

  it('leads a password-reset code to /setPassword without putting the code in the URL', async () => {
    post.mockResolvedValue({
      status: 200,
      message: 'Code verified. Please choose a new password.',
      data: { next: 'set_password' },
    });
    const user = userEvent.setup();
    const view = renderAccountRoute(
      VerifyOtpPage,
      '/verifyOtp',
      '/verifyOtp?otp=654321&email=ann%40houseplans.example',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const location = await view.location();
    expect(location).toBe('/setPassword');
    expect(location).not.toContain('654321');
  });
});
