import styles from './ToastActionButton.module.css';

interface ToastActionButtonProps {
  label: string;
  onClick: () => void;
}

export function ToastActionButton({ label, onClick }: ToastActionButtonProps) {
  return (
    <button type="button" className={styles.action} onClick={onClick}>
      {label}
    </button>
  );
}
