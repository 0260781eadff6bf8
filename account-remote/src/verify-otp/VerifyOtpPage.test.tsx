import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui/src/http/ApiError';
import { apiClient } from 'shared-ui/src/http/apiClient';
import { renderAccountRoute } from '../testing/renderAccountRoute';
import VerifyOtpPage from './VerifyOtpPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { post: jest.fn(), get: jest.fn() } }));
const post = jest.mocked(apiClient.post);

beforeEach(() => window.sessionStorage.clear());

describe('/verifyOtp', () => {
  it('fills the code in from the link and signs in with it', async () => {
    post.mockResolvedValue({ status: 200, message: 'Logged in successfully!', data: { next: 'signed_in', token: 'new-session' } });
    const user = userEvent.setup();
    const view = renderAccountRoute(VerifyOtpPage, '/verifyOtp', '/verifyOtp?otp=123456&email=ann%40houseplans.example');
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
    post.mockResolvedValue({ status: 200, message: 'Code verified. Please choose a new password.', data: { next: 'set_password' } });
    const user = userEvent.setup();
    const view = renderAccountRoute(VerifyOtpPage, '/verifyOtp', '/verifyOtp?otp=654321&email=ann%40houseplans.example');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const location = await view.location();
    expect(location).toBe('/setPassword');
    expect(location).not.toContain('654321');
  });
});
