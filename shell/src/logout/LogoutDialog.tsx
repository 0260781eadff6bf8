import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from 'shared-ui/src/components/ConfirmDialog/ConfirmDialog';
import { toast } from 'shared-ui/src/toasts/toast';
import { logOut } from './logOut';

export const LOGOUT_SUCCESS_MESSAGE = 'Logged out successfully!';

/** The 'Confirm Logout' dialog (catalogue spec §2): Logout ends the session and lands on /SignIn; Cancel closes. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await logOut();
      toast.success(LOGOUT_SUCCESS_MESSAGE);
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
