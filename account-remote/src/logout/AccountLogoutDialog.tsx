import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from 'contracts/src/account/authApi';
import { ConfirmDialog } from 'shared-ui/src/components/ConfirmDialog/ConfirmDialog';
import { apiClient } from 'shared-ui/src/http/apiClient';
import { useSessionStore } from 'shared-ui/src/session/sessionStore';
import { toast } from 'shared-ui/src/toasts/toast';

/** 'Confirm Logout' (catalogue spec §2): Logout revokes the token, clears session storage and lands on /SignIn. */
export function AccountLogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const signOut = useSessionStore((state) => state.signOut);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await apiClient.post('logout', undefined, { promptSignInOnUnauthorized: false });
    } catch {
      // Signing out on this device must not depend on the server: the token expires there by itself.
    }
    signOut();
    toast.success(AUTH_MESSAGES.loggedOut);
    setBusy(false);
    onClose();
    await navigate('/SignIn');
  }

  return (
    <ConfirmDialog
      open={open}
      title="Confirm Logout"
      message="Are you sure you want to logout?"
      confirmLabel="Logout"
      cancelLabel="Cancel"
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={busy}
    />
  );
}
