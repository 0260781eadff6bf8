import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  loadedToastLibrary,
  registerToastHost,
  registerToastProvider,
  subscribeToToastLibrary,
  TOAST_DURATION_MS,
  type ToastLibrary,
} from './toast';
import { keepToastsBelowHeader } from './belowTheHeader';
import styles from './ToastProvider.module.css';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/** notistack's provider, rendered once notistack has loaded (with the first toast), below the page's header. */
function ToastHost({ library }: { library: ToastLibrary }) {
  const { SnackbarProvider } = library;
  useEffect(() => registerToastHost(), []);
  useEffect(() => keepToastsBelowHeader(), []);
  return (
    <SnackbarProvider
      anchorOrigin={TOP_RIGHT}
      maxSnack={20}
      autoHideDuration={TOAST_DURATION_MS.info}
      preventDuplicate
      classes={{ containerRoot: styles.container }}
    />
  );
}

/**
 * Mount once at the root (the shell, or a remote's standalone harness): the toasts of every remote appear here.
 * The children come first and never move: loading the toast host later does not re-mount the page.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const library = useSyncExternalStore(subscribeToToastLibrary, loadedToastLibrary, loadedToastLibrary);
  useEffect(() => registerToastProvider(), []);
  return (
    <>
      {children}
      {library && <ToastHost library={library} />}
    </>
  );
}
