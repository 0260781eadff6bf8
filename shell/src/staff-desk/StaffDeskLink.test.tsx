import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from 'contracts/src/account/profile';
import { apiClient, emitStoreEvent, pageQueryClient } from 'shared-ui';
import { createStubLoader, renderShell, startSession } from '../testing/renderShell';
import { adoptHeaderProfileRead, headerProfileQuery } from './staffDeskAccess';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const getMock = jest.mocked(apiClient.get);

const profileOf = (role: UserProfile['role']): UserProfile => ({
  name: 'Sam',
  email: 'sam@houseplans.example',
  phone: '',
  country_code: '',
  profile_pic: null,
  email_confirmed: true,
  role,
});

/** The API as a signed-in account with `role` sees it: its profile, and an empty cart. */
function signedInAs(role: UserProfile['role']) {
  startSession(`${role}-token`);
  getMock.mockImplementation(async (path) => ({
    status: 200,
    message: 'OK',
    data: path === 'profile' ? profileOf(role) : [],
  }));
}

const header = () => within(screen.getByRole('banner'));
const staffDeskLink = () => header().queryByRole('link', { name: 'Staff desk' });

beforeEach(() => {
  startSession(null);
  getMock.mockRejectedValue(new Error('no API'));
});

describe("the header's Staff desk link", () => {
  it('shows for a staff member and leads to the order list', async () => {
    signedInAs('staff');
    await renderShell('/home');
    expect(await header().findByRole('link', { name: 'Staff desk' })).toHaveAttribute('href', '/staff/orders');
    expect(getMock).toHaveBeenCalledWith('profile', expect.objectContaining({ promptSignInOnUnauthorized: false }));
  });

  it('never shows for a shopper', async () => {
    signedInAs('shopper');
    await renderShell('/home');
    await act(async () => undefined);
    expect(getMock).toHaveBeenCalledWith('profile', expect.anything());
    expect(staffDeskLink()).not.toBeInTheDocument();
  });

  it('never shows for a visitor, who is not asked for a profile', async () => {
    await renderShell('/home');
    expect(staffDeskLink()).not.toBeInTheDocument();
    expect(getMock).not.toHaveBeenCalledWith('profile', expect.anything());
  });

  it('goes when the staff member signs out', async () => {
    signedInAs('staff');
    await renderShell('/home');
    expect(await header().findByRole('link', { name: 'Staff desk' })).toBeInTheDocument();
    act(() => startSession(null));
    expect(staffDeskLink()).not.toBeInTheDocument();
  });

  it('stays away, without an error, when the profile cannot be read', async () => {
    startSession('staff-token');
    await renderShell('/home');
    await act(async () => undefined);
    expect(staffDeskLink()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the store working when the staff remote is down; Retry recovers once it is back', async () => {
    const user = userEvent.setup();
    signedInAs('staff');
    const stub = createStubLoader({ down: ['staff'] });
    await renderShell('/home', { loader: stub.loader });
    await user.click(await header().findByRole('link', { name: 'Staff desk' }));

    const main = within(screen.getByRole('main'));
    expect(
      await main.findByRole('heading', { level: 1, name: 'Staff Desk: Orders is temporarily unavailable' }),
    ).toBeInTheDocument();
    act(() => emitStoreEvent('cart:changed', { count: 2 }));
    expect(header().getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
    expect(await main.findByRole('heading', { name: 'content ./FaqPage' })).toBeInTheDocument();

    await user.click(header().getByRole('link', { name: 'Staff desk' }));
    stub.bringUp('staff');
    await user.click(await main.findByRole('button', { name: 'Retry' }));
    expect(await main.findByRole('heading', { name: 'staff ./StaffOrdersPage' })).toBeInTheDocument();
  });
});

describe("the header's profile read started by the shell's entry", () => {
  const answered = (status: number, body: unknown) =>
    Promise.resolve({ ok: status >= 200 && status < 300, json: async () => body });
  const readProfile = () => pageQueryClient().fetchQuery(headerProfileQuery());

  beforeEach(() => {
    pageQueryClient().clear();
    startSession('staff-token');
  });

  it('answers the header without asking the API again', async () => {
    adoptHeaderProfileRead(
      pageQueryClient(),
      'staff-token',
      answered(200, { status: 200, message: 'OK', data: profileOf('staff') }),
    );
    await expect(readProfile()).resolves.toEqual(profileOf('staff'));
    expect(getMock).not.toHaveBeenCalled();
  });

  it('is asked again, without prompting a sign-in, after a refusal', async () => {
    getMock.mockResolvedValueOnce({ status: 200, message: 'OK', data: profileOf('shopper') });
    adoptHeaderProfileRead(
      pageQueryClient(),
      'staff-token',
      answered(401, { status: 401, message: 'please login to perform this action', data: null }),
    );
    await expect(readProfile()).resolves.toEqual(profileOf('shopper'));
    expect(getMock).toHaveBeenCalledWith('profile', expect.objectContaining({ promptSignInOnUnauthorized: false }));
  });
});
