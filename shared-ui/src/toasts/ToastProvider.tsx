import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { registerToastHost, TOAST_DURATION_MS } from './toast';
import styles from './ToastProvider.module.css';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/** Mount once at the root (the shell, or a remote's standalone harness): the toasts of every remote appear here. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  useEffect(() => registerToastHost(), []);
  return (
    <SnackbarProvider
      anchorOrigin={TOP_RIGHT}
      maxSnack={20}
      autoHideDuration={TOAST_DURATION_MS.info}
      preventDuplicate
      classes={{ containerRoot: styles.container }}
    >
      {children}
    </SnackbarProvider>
  );
}
