import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from 'contracts/src/account/authApi';
import { ConfirmDialog } from '../components/ConfirmDialog/ConfirmDialog';
import { toast } from '../toasts/toast';
import { logOut } from './logOut';

/**
 * The 'Confirm Logout' dialog (catalogue spec §2), opened from the shell's header and from My Account's Logout tab:
 * Logout ends the session and lands on /SignIn; Cancel closes.
 */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await logOut();
      toast.success(AUTH_MESSAGES.loggedOut);
      await navigate('/SignIn');
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title="Confirm Logout"
      message="Are you sure you want to logout?"
      confirmLabel="Logout"
      cancelLabel="Cancel"
      onConfirm={confirm}
      onCancel={onClose}
      busy={busy}
    />
  );
}
