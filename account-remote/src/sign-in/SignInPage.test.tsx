import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, ApiError } from 'shared-ui';
import { renderAccountRoute } from '../testing/renderAccountRoute';
import SignInPage from './SignInPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { post: jest.fn(), get: jest.fn() } }));
jest.mock('../social-login/socialClientIds', () => ({ loadSocialClientIds: jest.fn().mockResolvedValue({}) }));
const post = jest.mocked(apiClient.post);

beforeEach(() => window.sessionStorage.clear());

function fields() {
  return {
    email: screen.getByRole('textbox', { name: 'Email' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Log In' }),
  };
}

describe('/SignIn', () => {
  it('shows the heading, the links and the benefits list', () => {
    renderAccountRoute(SignInPage, '/SignIn');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Login or Register to Enjoy These Great Benefits' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/resetPass');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign in with a code by email' })).toHaveAttribute('href', '/SignInEmail');
    expect(
      screen.getByRole('heading', { name: 'Why sign in?' }).parentElement?.querySelectorAll('li').length,
    ).toBeGreaterThan(2);
  });

  it('posts the form if the browser sends it before the scripts run: the password never goes in a URL', () => {
    renderAccountRoute(SignInPage, '/SignIn');
    // The page is rendered on the server: the form is on screen before the page's scripts take it over.
    expect(screen.getByRole('button', { name: 'Log In' }).closest('form')).toHaveAttribute('method', 'post');
  });
  it("shows no error before the first submit, then 'This field is required' for both fields", async () => {
    const user = userEvent.setup();
    renderAccountRoute(SignInPage, '/SignIn');
    const { email, password, submit } = fields();
    await user.click(email);
    await user.click(password);
    await user.tab();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(post).not.toHaveBeenCalled();
  });

  it("says 'Please enter a valid email' after a submit with a malformed address", async () => {
    const user = userEvent.setup();
    renderAccountRoute(SignInPage, '/SignIn');
    const { email, password, submit } = fields();
    await user.type(email, 'not-an-address');
    await user.type(password, 'whatever1');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('stores the token, says so and goes back to the page that asked for sign-in', async () => {
    post.mockResolvedValue({ status: 200, message: 'Logged in successfully!', data: { token: 'session-token' } });
    const user = userEvent.setup();
    const view = renderAccountRoute(SignInPage, '/SignIn', '/SignIn?redirect=%2Fmyaccount%3Ftab%3Dorders');
    const { email, password, submit } = fields();
    await user.type(email, 'demo@houseplans.example');
    await user.type(password, 'DemoShopper2026!');
    await user.click(submit);
    expect(await view.location()).toBe('/myaccount?tab=orders');
    expect(window.sessionStorage.getItem('token')).toBe('session-token');
    expect(post).toHaveBeenCalledWith(
      'login',
      { email: 'demo@houseplans.example', password: 'DemoShopper2026!' },
      { promptSignInOnUnauthorized: false },
    );
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
  });

  it('goes to /home without a redirect, and never to another site', async () => {
    post.mockResolvedValue({ status: 200, message: 'Logged in successfully!', data: { token: 't' } });
    const user = userEvent.setup();
    const view = renderAccountRoute(SignInPage, '/SignIn', '/SignIn?redirect=%2F%2Fevil.example%2Fphish');
    await user.type(fields().email, 'demo@houseplans.example');
    await user.type(fields().password, 'DemoShopper2026!');
    await user.click(fields().submit);
    expect(await view.location()).toBe('/home');
  });

  it("shows the server's message when the sign-in is refused", async () => {
    post.mockRejectedValue(new ApiError(401, 'Invalid email or password'));
    const user = userEvent.setup();
    renderAccountRoute(SignInPage, '/SignIn');
    await user.type(fields().email, 'demo@houseplans.example');
    await user.type(fields().password, 'wrong password');
    await user.click(fields().submit);
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBeNull());
  });
});
