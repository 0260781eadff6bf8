import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from 'contracts/src/account/profile';
import type { LastAddress } from 'contracts/src/checkout/shippingAddress';
import { apiClient, ApiError, type RemoteLoader, RemoteLoaderProvider } from 'shared-ui';
import { renderAccountRoute } from '../testing/renderAccountRoute';
import MyAccountPage from './MyAccountPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { post: jest.fn(), get: jest.fn(), put: jest.fn() } }));
const get = jest.mocked(apiClient.get);
const put = jest.mocked(apiClient.put);
const post = jest.mocked(apiClient.post);

const PROFILE: UserProfile = {
  name: 'Ann Builder',
  email: 'ann@houseplans.example',
  phone: '555 0100',
  country_code: '+1',
  profile_pic: null,
  email_confirmed: true,
  role: 'shopper',
};

/** The shopper's last order's billing name and address (GET profile/last-address). */
const LAST_ADDRESS: LastAddress = {
  billing_name: 'Ann Builder',
  shipping_address: {
    full_name: 'Ann Builder',
    line1: '45 Rue Saint-Paul',
    line2: 'Bureau 200',
    city: 'Montréal',
    country: 'CA',
    state_or_province: 'QC',
    postal_code: 'H2Y 1Z4',
    phone: '+1 (514) 555-0199',
  },
};

/** The API's answers to the page's reads: the profile, and the last address. */
const reads =
  (profile: UserProfile, lastAddress: LastAddress = LAST_ADDRESS) =>
  async (path: string) =>
    path === 'profile/last-address'
      ? { status: 200, message: 'OK', data: lastAddress }
      : { status: 200, message: 'OK', data: profile };

// Stands in for Module Federation: each fragment names itself.
const loadModule = jest.fn();
const loader: RemoteLoader = { loadModule, preload: jest.fn() };

function MyAccountWithFragments() {
  return (
    <RemoteLoaderProvider loader={loader}>
      <MyAccountPage />
    </RemoteLoaderProvider>
  );
}

function open(url = '/myaccount') {
  return renderAccountRoute(MyAccountWithFragments, '/myaccount', url);
}

beforeEach(() => {
  loadModule.mockImplementation(async (remote: string, module: string) => ({
    default: () => <p>{`${remote} ${module} fragment`}</p>,
  }));
  window.sessionStorage.setItem('token', 'session');
  get.mockImplementation(reads(PROFILE));
});

describe('/myaccount', () => {
  it('links to User Settings, where the shopper joins a rewards programme', async () => {
    open();
    expect(screen.getByRole('link', { name: 'User Settings' })).toHaveAttribute('href', '/usersettings');
    await screen.findByRole('textbox', { name: 'Full name' });
  });

  it('loads the profile into the Profile tab of a real tab list', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Ann Builder');
    const tabs = within(screen.getByRole('tablist', { name: 'My Account' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profile',
      'My Orders',
      'My favourites',
      'Saved searches',
      'Recently viewed',
      'Logout',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toContainElement(
      screen.getByRole('textbox', { name: 'Email' }),
    );
    expect(screen.getByRole('img', { name: 'No profile photo yet' })).toBeInTheDocument();
  });

  it('shows the last shipping address in the Profile tab, read-only, saying that checkout updates it', async () => {
    open();
    const section = await screen.findByRole('region', { name: 'Shipping address' });
    expect(within(section).getByText(/^Checkout updates this address/)).toHaveTextContent(
      'Checkout updates this address each time you order printed sets or pay on delivery, and offers it again next time.',
    );
    const address = await within(section).findByText('45 Rue Saint-Paul');
    expect(address.parentElement?.tagName).toBe('ADDRESS');
    expect(Array.from(address.parentElement?.children ?? []).map((line) => line.textContent)).toEqual([
      'Ann Builder',
      '45 Rue Saint-Paul',
      'Bureau 200',
      'Montréal, QC H2Y 1Z4',
      'Canada',
      '+1 (514) 555-0199',
    ]);
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('profile/last-address', expect.anything());
  });

  it('says there is no shipping address before the first order that needed one', async () => {
    get.mockImplementation(reads(PROFILE, { billing_name: 'Ann Builder', shipping_address: null }));
    open();
    const section = await screen.findByRole('region', { name: 'Shipping address' });
    expect(await within(section).findByText('No shipping address yet.')).toBeInTheDocument();
  });

  it("says 'Failed to load profile data.' and retries", async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'boom'));
    const user = userEvent.setup();
    open();
    expect((await screen.findAllByText('Failed to load profile data.')).length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Ann Builder');
  });

  it("saves the profile showing 'Saving...', then 'Profile updated successfully!'", async () => {
    let finish: (value: { status: number; message: string; data: UserProfile }) => void = () => undefined;
    put.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    open();
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Ann B. Builder');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    finish({ status: 200, message: 'Profile updated successfully!', data: { ...PROFILE, name: 'Ann B. Builder' } });
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('profile', {
      name: 'Ann B. Builder',
      email: PROFILE.email,
      phone: '555 0100',
      country_code: '+1',
    });
  });

  it('moves the account to a new address only once the code sent there is entered, saying a refused code beside the field', async () => {
    const started = `Profile updated. To move your account to ann.new@houseplans.example, enter the code we sent there. Until then your e-mail address stays as it was.`;
    put.mockResolvedValueOnce({ status: 200, message: started, data: PROFILE });
    put.mockRejectedValueOnce(new ApiError(400, 'Wrong otp'));
    put.mockResolvedValueOnce({
      status: 200,
      message: 'Your e-mail address is changed.',
      data: { ...PROFILE, email: 'ann.new@houseplans.example' },
    });
    const user = userEvent.setup();
    open();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ann.new@houseplans.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(started)).toBeInTheDocument();
    const codeForm = screen.getByRole('form', { name: 'Confirm your new e-mail address' });
    expect(codeForm).toHaveTextContent('Enter the code we sent to ann.new@houseplans.example.');

    await user.click(within(codeForm).getByRole('button', { name: 'Confirm new address' }));
    expect(await within(codeForm).findByText('OTP is required')).toBeInTheDocument();
    await user.type(within(codeForm).getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(within(codeForm).getByRole('button', { name: 'Confirm new address' }));
    const code = within(codeForm).getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(within(codeForm).getByText('Wrong otp')).toBeInTheDocument();
    expect(put).toHaveBeenLastCalledWith('profile/email', { email: 'ann.new@houseplans.example', otp: '123456' });

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(codeForm).getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText('Your e-mail address is changed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Confirm your new e-mail address' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann.new@houseplans.example');
  });

  it('asks an unconfirmed shopper to confirm the address and sends a fresh code on request', async () => {
    get.mockImplementation(reads({ ...PROFILE, email_confirmed: false }));
    post.mockResolvedValue({ status: 200, message: 'We sent a new code to your e-mail address.', data: null });
    const user = userEvent.setup();
    open();
    const notice = await screen.findByRole('region', { name: 'Please confirm your e-mail address' });
    expect(within(notice).getByRole('link', { name: 'Enter the code' })).toHaveAttribute(
      'href',
      '/verifyOtp?email=ann%40houseplans.example',
    );
    await user.click(within(notice).getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to your e-mail address.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('profile/email/confirmation', {});
  });

  it('shows no confirmation notice once the address is confirmed', async () => {
    open();
    await screen.findByRole('textbox', { name: 'Full name' });
    expect(screen.queryByRole('region', { name: 'Please confirm your e-mail address' })).not.toBeInTheDocument();
  });

  it("says 'Failed to update profile. Please try again.' when saving fails", async () => {
    put.mockRejectedValue(new ApiError(500, 'boom'));
    const user = userEvent.setup();
    open();
    await screen.findByRole('textbox', { name: 'Full name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });

  it('shows My Orders and My favourites from their remotes, and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('tab', { name: 'My Orders' }));
    expect(await screen.findByText('checkout ./MyOrders fragment')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('catalog ./MyFavorites fragment')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My favourites' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the saved searches, and the recently viewed plans from the catalogue remote', async () => {
    get.mockImplementation(async (path: string) =>
      path === 'saved-searches'
        ? { status: 200, message: 'OK', data: [] }
        : { status: 200, message: 'OK', data: PROFILE },
    );
    const user = userEvent.setup();
    open('/myaccount?tab=searches');
    expect(await screen.findByRole('heading', { name: 'Saved searches' })).toBeInTheDocument();
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recently viewed' }));
    expect(await screen.findByText('catalog ./MyRecentlyViewed fragment')).toBeInTheDocument();
  });

  it("uploads a photo: 'No file selected. Please try again.', then 'Image uploaded successfully!' with the new picture", async () => {
    post.mockResolvedValue({
      status: 200,
      message: 'Image uploaded successfully!',
      data: { file_url: '/api/user/images/profile/abc.png' },
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('textbox', { name: 'Full name' });
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText('No file selected. Please try again.')).toBeInTheDocument();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a photo'), file);
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/api/user/images/profile/abc.png',
    );
    const sent = post.mock.calls[0]?.[1];
    expect(sent instanceof FormData && sent.get('file')).toBe(file);
  });

  it("says 'Failed to upload image. Please try again.' with the server's reason", async () => {
    post.mockRejectedValue(new ApiError(415, 'The photo must be a JPEG, PNG or WebP image.'));
    const user = userEvent.setup();
    open();
    await screen.findByRole('textbox', { name: 'Full name' });
    await user.upload(screen.getByLabelText('Choose a photo'), new File(['<svg/>'], 'x.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText('Failed to upload image. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(/must be a JPEG, PNG or WebP/)).toBeInTheDocument();
  });

  it('opens Confirm Logout from the Logout tab; Logout revokes, signs out and lands on /SignIn', async () => {
    post.mockResolvedValue({ status: 200, message: 'Logged out successfully!', data: null });
    const user = userEvent.setup();
    const view = open();
    await user.click(screen.getByRole('tab', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('token')).toBe('session');

    await user.click(screen.getByRole('tab', { name: 'Logout' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Logout' })).getByRole('button', { name: 'Logout' }),
    );
    expect(await view.location()).toBe('/SignIn');
    expect(post).toHaveBeenCalledWith('logout', undefined, { promptSignInOnUnauthorized: false });
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
  });
});
