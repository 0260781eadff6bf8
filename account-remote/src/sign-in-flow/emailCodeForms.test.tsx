import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-ui';
import ResetPasswordPage from '../reset-password/ResetPasswordPage';
import SignInEmailPage from '../sign-in-email/SignInEmailPage';
import SignUpEmailPage from '../sign-up-email/SignUpEmailPage';
import { renderAccountRoute } from '../testing/renderAccountRoute';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { post: jest.fn(), get: jest.fn() } }));
jest.mock('../social-login/socialClientIds', () => ({ loadSocialClientIds: jest.fn().mockResolvedValue({}) }));
const post = jest.mocked(apiClient.post);
const SENT = 'If this email can be used, a 6-digit code is on its way. It is valid for 10 minutes.';

describe.each([
  ['/SignInEmail', SignInEmailPage, 'Sign In with Email', 'Send Code', 'email-login'],
  ['/SignUpEmail', SignUpEmailPage, 'Sign Up with Email', 'Continue With Email', 'email-signup'],
  ['/resetPass', ResetPasswordPage, 'Reset Password', 'Submit', 'forgot-password'],
] as const)('%s', (path, Page, heading, submitLabel, endpoint) => {
  it("says 'Email is required' once the field is touched and left empty", async () => {
    const user = userEvent.setup();
    renderAccountRoute(Page, path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why sign in?' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it("says 'Invalid email address' once a malformed address is left", async () => {
    const user = userEvent.setup();
    renderAccountRoute(Page, path);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
  });

  it('asks for the code and goes to /verifyOtp with the address only, keeping the way back', async () => {
    post.mockResolvedValue({ status: 200, message: SENT, data: null });
    const user = userEvent.setup();
    const view = renderAccountRoute(Page, path, `${path}?redirect=%2Fcart`);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@houseplans.example');
    await user.click(screen.getByRole('button', { name: submitLabel }));
    expect(await view.location()).toBe('/verifyOtp?email=ann%40houseplans.example&redirect=%2Fcart');
    expect(post).toHaveBeenCalledWith(
      endpoint,
      { email: 'ann@houseplans.example' },
      { promptSignInOnUnauthorized: false },
    );
    expect(await screen.findByText(SENT)).toBeInTheDocument();
  });
});
