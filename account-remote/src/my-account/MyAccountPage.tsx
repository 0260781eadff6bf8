import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { UserProfile } from 'contracts/src/account/profile';
import { LogoutDialog, QueryStatus, RemoteFragment } from 'shared-ui';
import { AddressConfirmationNotice } from '../email-address/AddressConfirmationNotice';
import { LastShippingAddress } from '../last-address/LastShippingAddress';
import { ProfileForm } from '../profile/ProfileForm';
import { profileQuery } from '../profile/profileRequests';
import { ProfilePhoto } from '../profile-photo/ProfilePhoto';
import { SavedSearches } from '../saved-searches/SavedSearches';
import { AccountTabs, type AccountTab } from './AccountTabs';
import styles from './MyAccountPage.module.css';

type TabKey = 'profile' | 'orders' | 'favorites' | 'searches' | 'recent' | 'logout';
type PanelKey = Exclude<TabKey, 'logout'>;

const TABS: readonly AccountTab<TabKey>[] = [
  { key: 'profile', label: 'Profile' },
  { key: 'orders', label: 'My Orders' },
  { key: 'favorites', label: 'My favourites' },
  { key: 'searches', label: 'Saved searches' },
  { key: 'recent', label: 'Recently viewed' },
  { key: 'logout', label: 'Logout' },
];
const PANELS: readonly PanelKey[] = ['profile', 'orders', 'favorites', 'searches', 'recent'];

export const PROFILE_LOAD_FAILED = 'Failed to load profile data.';
/** Shown both above the tabs (photo, notice) and in the Profile panel (the form), which wait for the same profile. */
const PROFILE_STATES = {
  loading: { label: 'Loading...', size: 'inline' },
  error: { message: PROFILE_LOAD_FAILED, size: 'inline' },
} as const;
const ID_PREFIX = 'my-account';

function panelFromQuery(value: string | null): PanelKey {
  return PANELS.find((panel) => panel === value) ?? 'profile';
}

/**
 * /myaccount: profile photo, then the tabs Profile, My Orders, My favourites and Logout (screen 6), and the saved
 * searches and recently viewed plans (issue 19).
 */
export default function MyAccountPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const panel = panelFromQuery(searchParams.get('tab'));
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const profile = useQuery(profileQuery());
  const queryClient = useQueryClient();
  // A save answers with the profile as it now is, an upload with the photo's address: no need to read it again.
  const replace = (saved: UserProfile) => queryClient.setQueryData(profileQuery().queryKey, saved);
  const showPhoto = (url: string) =>
    queryClient.setQueryData(profileQuery().queryKey, (current) => current && { ...current, profile_pic: url });

  function select(key: TabKey) {
    // The Logout tab opens the dialog and leaves the current panel in place.
    if (key === 'logout') {
      setConfirmingLogout(true);
      return;
    }
    // In the URL so that a reload, or Back, returns to the same tab.
    setSearchParams(key === 'profile' ? {} : { tab: key }, { replace: true });
  }

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>My Account</h1>
        {/* E-mail subscriptions and the rewards programmes (builder, agent) whose discount the checkout applies. */}
        <Link to="/usersettings" className={styles.settingsLink}>
          User Settings
        </Link>
      </div>
      <QueryStatus query={profile} {...PROFILE_STATES}>
        {(loaded) => (
          <>
            <ProfilePhoto profile={loaded} onUploaded={showPhoto} />
            {loaded.email_confirmed ? null : <AddressConfirmationNotice email={loaded.email} />}
          </>
        )}
      </QueryStatus>

      <AccountTabs
        label="My Account"
        tabs={TABS}
        selected={confirmingLogout ? 'logout' : panel}
        idPrefix={ID_PREFIX}
        onSelect={select}
      />
      <div
        role="tabpanel"
        id={`${ID_PREFIX}-panel-${panel}`}
        aria-labelledby={`${ID_PREFIX}-tab-${panel}`}
        tabIndex={0}
        className={styles.panel}
      >
        {panel === 'profile' ? (
          <QueryStatus query={profile} {...PROFILE_STATES}>
            {(loaded) => (
              <>
                <ProfileForm key={loaded.email} profile={loaded} onSaved={replace} />
                <LastShippingAddress />
              </>
            )}
          </QueryStatus>
        ) : null}
        {panel === 'orders' ? (
          <RemoteFragment
            remote="checkout"
            module="./MyOrders"
            props={{}}
            fallback="My Orders is temporarily unavailable."
          />
        ) : null}
        {panel === 'favorites' ? (
          <RemoteFragment
            remote="catalog"
            module="./MyFavorites"
            props={{}}
            fallback="My favourites is temporarily unavailable."
          />
        ) : null}
        {panel === 'searches' ? <SavedSearches /> : null}
        {panel === 'recent' ? (
          <RemoteFragment
            remote="catalog"
            module="./MyRecentlyViewed"
            props={{}}
            fallback="Recently viewed is temporarily unavailable."
          />
        ) : null}
      </div>
      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </div>
  );
}
