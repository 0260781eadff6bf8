import { createElement } from 'react';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
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

/** Toasts asked for before any <ToastProvider> mounted (an API error during start-up): shown once one mounts. */
const pendingToasts: ToastRequest[] = [];
const MAX_PENDING_TOASTS = 20;
let mountedHosts = 0;

function show(request: ToastRequest): void {
  if (mountedHosts === 0) {
    if (pendingToasts.length < MAX_PENDING_TOASTS) pendingToasts.push(request);
    return;
  }
  const { variant, message, action } = request;
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

/** Called by <ToastProvider> on mount; returns its unmount callback. */
export function registerToastHost(): () => void {
  mountedHosts += 1;
  for (const request of pendingToasts.splice(0)) show(request);
  return () => {
    mountedHosts -= 1;
  };
}
