import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, ApiError } from 'shared-ui';
import { renderAccountRoute } from '../testing/renderAccountRoute';
import { facebookAccessToken, googleIdToken } from './providerScripts';
import { loadSocialClientIds } from './socialClientIds';
import { SocialSignIn } from './SocialSignIn';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { post: jest.fn(), get: jest.fn() } }));
jest.mock('./socialClientIds', () => ({ loadSocialClientIds: jest.fn() }));
jest.mock('./providerScripts', () => ({ googleIdToken: jest.fn(), facebookAccessToken: jest.fn() }));
const post = jest.mocked(apiClient.post);

beforeEach(() => window.sessionStorage.clear());

describe('SocialSignIn', () => {
  it('shows no button when no provider is configured', async () => {
    jest.mocked(loadSocialClientIds).mockResolvedValue({});
    renderAccountRoute(SocialSignIn, '/SignIn');
    await Promise.resolve();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('signs in with Google and says so', async () => {
    jest.mocked(loadSocialClientIds).mockResolvedValue({ googleClientId: 'google-id' });
    jest.mocked(googleIdToken).mockResolvedValue('google-id-token');
    post.mockResolvedValue({ status: 200, message: 'Logged in successfully!', data: { token: 'session' } });
    const user = userEvent.setup();
    const view = renderAccountRoute(SocialSignIn, '/SignIn');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await view.location()).toBe('/home');
    expect(post).toHaveBeenCalledWith(
      'social-login',
      { social_token: 'google-id-token', social_type: 'GOOGLE' },
      { promptSignInOnUnauthorized: false },
    );
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it("says 'Social login failed.' when the store refuses the token", async () => {
    jest.mocked(loadSocialClientIds).mockResolvedValue({ facebookAppId: 'fb-app' });
    jest.mocked(facebookAccessToken).mockResolvedValue('fb-token');
    post.mockRejectedValue(new ApiError(401, 'Social login failed.'));
    const user = userEvent.setup();
    renderAccountRoute(SocialSignIn, '/SignIn');
    await user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByText('Social login failed.')).toBeInTheDocument();
  });

  it.each([
    ['Google', { googleClientId: 'g' }, googleIdToken, 'Error during Google sign-in.'],
    ['Facebook', { facebookAppId: 'f' }, facebookAccessToken, 'Error during Facebook sign-in.'],
  ] as const)('says so when the %s pop-up fails', async (provider, ids, getToken, message) => {
    jest.mocked(loadSocialClientIds).mockResolvedValue(ids);
    jest.mocked(getToken).mockRejectedValue(new Error('closed'));
    const user = userEvent.setup();
    renderAccountRoute(SocialSignIn, '/SignIn');
    await user.click(await screen.findByRole('button', { name: `Continue with ${provider}` }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
