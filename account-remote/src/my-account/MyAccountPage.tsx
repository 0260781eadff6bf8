import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { RemoteFragment } from 'shared-ui/src/federation/RemoteFragment';
import { LogoutDialog } from 'shared-ui/src/session/LogoutDialog';
import { AddressConfirmationNotice } from '../email-address/AddressConfirmationNotice';
import { ProfileForm } from '../profile/ProfileForm';
import { useProfile } from '../profile/useProfile';
import { ProfilePhoto } from '../profile-photo/ProfilePhoto';
import { AccountTabs, type AccountTab } from './AccountTabs';
import styles from './MyAccountPage.module.css';

type TabKey = 'profile' | 'orders' | 'favorites' | 'logout';
type PanelKey = Exclude<TabKey, 'logout'>;

const TABS: readonly AccountTab<TabKey>[] = [
  { key: 'profile', label: 'Profile' },
  { key: 'orders', label: 'My Orders' },
  { key: 'favorites', label: 'My favourites' },
  { key: 'logout', label: 'Logout' },
];
const PANELS: readonly PanelKey[] = ['profile', 'orders', 'favorites'];

export const PROFILE_LOAD_FAILED = 'Failed to load profile data.';
const ID_PREFIX = 'my-account';

function panelFromQuery(value: string | null): PanelKey {
  return PANELS.find((panel) => panel === value) ?? 'profile';
}

/** /myaccount: profile photo, then the tabs Profile, My Orders, My favourites and Logout (screen 6). */
export default function MyAccountPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const panel = panelFromQuery(searchParams.get('tab'));
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const { state, reload, replace } = useProfile();

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
      <h1>My Account</h1>
      {state.status === 'loading' ? <LoadingState label="Loading..." size="inline" /> : null}
      {state.status === 'failed' ? <ErrorState size="inline" message={PROFILE_LOAD_FAILED} onRetry={reload} /> : null}
      {state.status === 'loaded' ? (
        <ProfilePhoto profile={state.profile} onUploaded={(url) => replace({ ...state.profile, profile_pic: url })} />
      ) : null}
      {state.status === 'loaded' && !state.profile.email_confirmed ? (
        <AddressConfirmationNotice email={state.profile.email} />
      ) : null}

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
        {panel === 'profile' && state.status === 'loaded' ? (
          <ProfileForm key={state.profile.email} profile={state.profile} onSaved={replace} />
        ) : null}
        {panel === 'profile' && state.status === 'loading' ? <LoadingState label="Loading..." size="inline" /> : null}
        {panel === 'profile' && state.status === 'failed' ? (
          <ErrorState size="inline" message={PROFILE_LOAD_FAILED} onRetry={reload} />
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
      </div>
      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </div>
  );
}
