import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-ui';
import { renderAccountRoute } from '../testing/renderAccountRoute';
import SignUpPage from './SignUpPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { post: jest.fn(), get: jest.fn() } }));
const post = jest.mocked(apiClient.post);

describe('/signup', () => {
  it('checks each field once touched and registers, signed in at once', async () => {
    post.mockResolvedValue({ status: 200, message: 'Registered successfully!', data: { token: 'fresh' } });
    const user = userEvent.setup();
    const view = renderAccountRoute(SignUpPage, '/signup');
    expect(screen.getByRole('link', { name: 'Sign up with email only' })).toHaveAttribute('href', '/SignUpEmail');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ben@houseplans.example');
    await user.type(screen.getByLabelText('Password'), ' enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await view.location()).toBe('/home');
    expect(window.sessionStorage.getItem('token')).toBe('fresh');
  });
});
