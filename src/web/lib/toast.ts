import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

/*
 * Toasts without sonner in the first-load bundle: sonner (and its <Toaster>, see
 * components/ui/toaster.tsx) is loaded on the first toast, or once the browser is idle.
 * Same call shape as sonner's `toast.success(title, { description })`.
 */

let requested = false;
const listeners = new Set<() => void>();

/** Mount the lazy <Toaster> (idempotent). */
export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function isToasterRequested() {
  return requested;
}

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let sonner: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, title: ReactNode, options?: ExternalToast) {
  requestToaster();
  // sonner keeps toasts created before its <Toaster> subscribes and shows them when it mounts.
  void loadSonner().then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(title, options);
    else sonnerToast[kind](title, options);
  });
}

export const toast = {
  message: (title: ReactNode, options?: ExternalToast) => show('message', title, options),
  success: (title: ReactNode, options?: ExternalToast) => show('success', title, options),
  error: (title: ReactNode, options?: ExternalToast) => show('error', title, options),
  info: (title: ReactNode, options?: ExternalToast) => show('info', title, options),
  warning: (title: ReactNode, options?: ExternalToast) => show('warning', title, options),
};
