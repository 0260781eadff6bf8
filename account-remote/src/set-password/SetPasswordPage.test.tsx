import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-ui';
import { renderAccountRoute } from '../testing/renderAccountRoute';
import SetPasswordPage from './SetPasswordPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { post: jest.fn(), get: jest.fn() } }));
const post = jest.mocked(apiClient.post);
const RESET = { email: 'ann@houseplans.example', otp: '654321' };

function open() {
  return renderAccountRoute(SetPasswordPage, '/setPassword', '/setPassword', RESET);
}

describe('/setPassword', () => {
  it("says 'New Password is required' and 'Confirm Password is required' once the fields are left empty", async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByLabelText('New Password'));
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.tab();
    expect(await screen.findByText('New Password is required')).toBeInTheDocument();
    expect(await screen.findByText('Confirm Password is required')).toBeInTheDocument();
  });

  it("says 'Password must be at least 8 characters' and 'Passwords must match'", async () => {
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'different');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('sets the password with the code from /verifyOtp and goes to /SignIn', async () => {
    post.mockResolvedValue({
      status: 200,
      message: 'Password reset successfully, Please login to continue',
      data: null,
    });
    const user = userEvent.setup();
    const view = open();
    await user.type(screen.getByLabelText('New Password'), 'a new password');
    await user.type(screen.getByLabelText('Confirm Password'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await view.location()).toBe('/SignIn');
    expect(post).toHaveBeenCalledWith(
      'set-password',
      { ...RESET, password: 'a new password' },
      { promptSignInOnUnauthorized: false },
    );
    expect(await screen.findByText('Password reset successfully, Please login to continue')).toBeInTheDocument();
  });

  it('treats any other answer as an error and stays', async () => {
    post.mockResolvedValue({ status: 200, message: 'Something else', data: null });
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('New Password'), 'a new password');
    await user.type(screen.getByLabelText('Confirm Password'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something else')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
  });

  it('explains how to get here when opened without a verified code', () => {
    renderAccountRoute(SetPasswordPage, '/setPassword');
    expect(screen.getByRole('alert')).toHaveTextContent('This page opens after you enter the code');
    expect(screen.getByRole('link', { name: 'Ask for a code' })).toHaveAttribute('href', '/resetPass');
  });
});
