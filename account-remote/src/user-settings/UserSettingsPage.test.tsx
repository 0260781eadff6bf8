import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSettings } from 'contracts/src/account/userSettings';
import { apiClient, ApiError } from 'shared-ui';
import { renderAccountRoute } from '../testing/renderAccountRoute';
import UserSettingsPage from './UserSettingsPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), put: jest.fn() } }));
const get = jest.mocked(apiClient.get);
const put = jest.mocked(apiClient.put);

const SETTINGS: UserSettings = {
  first_name: 'Ann',
  email: 'ann@houseplans.example',
  subscriptions: ['sales'],
  reward_programme: 'neither',
  affiliate_publisher_id: '',
};

describe('/usersettings', () => {
  it('loads the saved settings and saves the changes', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: SETTINGS });
    put.mockResolvedValue({ status: 200, message: 'Settings saved successfully!', data: SETTINGS });
    const user = userEvent.setup();
    renderAccountRoute(UserSettingsPage, '/usersettings');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
    expect(screen.getByRole('checkbox', { name: 'Sales and promo codes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Neither' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Reward programme' })).toHaveAccessibleDescription(
      /10% from enrolment, 15% from the 6th plan bought, 20% from the 11th/,
    );
    expect(screen.getByRole('link', { name: 'How the rewards work' })).toHaveAttribute('href', '/for-builder');

    await user.click(screen.getByRole('checkbox', { name: 'New plans and collections' }));
    await user.click(screen.getByRole('radio', { name: 'Real Estate Agent' }));
    await user.type(screen.getByRole('textbox', { name: /Affiliate publisher ID/ }), 'PUB-7');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('user-settings', {
      ...SETTINGS,
      subscriptions: expect.arrayContaining(['sales', 'new_plans']),
      reward_programme: 'real_estate_agent',
      affiliate_publisher_id: 'PUB-7',
    });
  });

  it('says when the settings cannot be loaded or saved', async () => {
    get
      .mockRejectedValueOnce(new ApiError(500, 'boom'))
      .mockResolvedValue({ status: 200, message: 'OK', data: SETTINGS });
    put.mockRejectedValue(new ApiError(500, 'boom'));
    const user = userEvent.setup();
    renderAccountRoute(UserSettingsPage, '/usersettings');
    expect(await screen.findByText('Failed to load your settings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
  });
});
