import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the confirm button shows it, and the dialog cannot be dismissed meanwhile. */
  busy?: boolean;
}

/**
 * Asks before an action, e.g. 'Confirm Logout' / 'Are you sure you want to logout?'. Focus starts on the cancel
 * button, so Enter on an unread dialog never confirms; Escape and the backdrop cancel.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      size="sm"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel} aria-disabled={busy || undefined}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className={styles.message}>
        {message}
      </div>
    </Modal>
  );
}
