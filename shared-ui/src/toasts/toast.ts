import { createElement } from 'react';
import type { SnackbarKey } from 'notistack';
import { ToastActionButton } from './ToastActionButton';

/** How long each kind of toast stays (the spec: errors 4 s, successes 2 s, the rest notistack's 5 s). */
export const TOAST_DURATION_MS = {
  success: 2000,
  error: 4000,
  warning: 5000,
  info: 5000,
} as const;

export type ToastVariant = keyof typeof TOAST_DURATION_MS;

/** A button inside the toast, e.g. 'Sign In'. Choosing it closes the toast. */
export interface ToastAction {
  label: string;
  onClick(): void;
}

interface ToastRequest {
  variant: ToastVariant;
  message: string;
  action?: ToastAction;
}

export type ToastLibrary = typeof import('notistack');

// notistack (and its styling engine) is fetched with the first toast, not with the first page: most visits never
// show one, and every shopper would otherwise download it before the page can paint.
let library: ToastLibrary | null = null;
let loading: Promise<void> | null = null;
const libraryListeners = new Set<() => void>();

/** Toasts asked for before a toast host could show them (no <ToastProvider> yet, or notistack still loading). */
const pendingToasts: ToastRequest[] = [];
const MAX_PENDING_TOASTS = 20;
let mountedProviders = 0;
let mountedHosts = 0;

/** notistack once loaded (a <ToastProvider> then renders its host), null before the first toast. */
export function loadedToastLibrary(): ToastLibrary | null {
  return library;
}

export function subscribeToToastLibrary(listener: () => void): () => void {
  libraryListeners.add(listener);
  return () => {
    libraryListeners.delete(listener);
  };
}

function loadToastLibrary(): void {
  if (library || loading) return;
  loading = import(/* webpackChunkName: "toasts" */ 'notistack').then(
    (loaded) => {
      library = loaded;
      loading = null;
      for (const listener of libraryListeners) listener();
    },
    () => {
      // Offline, or a deploy removed the chunk: the toasts stay queued and the next one tries again.
      loading = null;
    },
  );
}

function show(request: ToastRequest): void {
  if (mountedHosts === 0 || !library) {
    if (pendingToasts.length < MAX_PENDING_TOASTS) pendingToasts.push(request);
    if (mountedProviders > 0) loadToastLibrary();
    return;
  }
  const { variant, message, action } = request;
  const { enqueueSnackbar, closeSnackbar } = library;
  enqueueSnackbar(message, {
    variant,
    autoHideDuration: TOAST_DURATION_MS[variant],
    action: action
      ? (key: SnackbarKey) =>
          createElement(ToastActionButton, {
            label: action.label,
            onClick: () => {
              closeSnackbar(key);
              action.onClick();
            },
          })
      : undefined,
  });
}

/** Shows a notification from anywhere (React or not); needs one <ToastProvider> somewhere on the page. */
export const toast = {
  success(message: string): void {
    show({ variant: 'success', message });
  },
  error(message: string): void {
    show({ variant: 'error', message });
  },
  warning(message: string, action?: ToastAction): void {
    show({ variant: 'warning', message, action });
  },
  info(message: string): void {
    show({ variant: 'info', message });
  },
};

/** Called by <ToastProvider> on mount: loads notistack at once if toasts are already waiting. Returns its unmount callback. */
export function registerToastProvider(): () => void {
  mountedProviders += 1;
  if (pendingToasts.length > 0) loadToastLibrary();
  return () => {
    mountedProviders -= 1;
  };
}

/** Called by the toast host (notistack's provider, once loaded) on mount: shows the waiting toasts. */
export function registerToastHost(): () => void {
  mountedHosts += 1;
  for (const request of pendingToasts.splice(0)) show(request);
  return () => {
    mountedHosts -= 1;
  };
}
