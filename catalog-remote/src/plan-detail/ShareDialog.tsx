import { Modal, toast } from 'shared-ui';
import styles from './PlanDetailPage.module.css';

export const LINK_COPIED = 'Link copied to clipboard!';
export const LINK_COPY_FAILED = 'Failed to copy the link. Please try again.';

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
}

/** Share a plan: Facebook, Twitter and e-mail links, and Copy Link. */
export function ShareDialog({ open, onClose, url, title }: ShareDialogProps) {
  const encodedUrl = encodeURIComponent(url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED);
    } catch {
      toast.error(LINK_COPY_FAILED);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title="Share">
      <ul className={styles.shareLinks}>
        <li>
          <a
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Facebook
          </a>
        </li>
        <li>
          <a
            href={`https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Twitter
          </a>
        </li>
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}`}>Email</a>
        </li>
        <li>
          <button type="button" onClick={() => void copy()}>
            Copy Link
          </button>
        </li>
      </ul>
    </Modal>
  );
}
