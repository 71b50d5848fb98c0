import { create } from 'zustand';
import { TOAST_DURATION_MS, TOAST_ERROR_DURATION_MS } from '../../app/constants';

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** A card's own title; none means "Success" or "Error", in the language read when shown. */
  title?: string;
  message: string;
  /** Milliseconds before it closes by itself. */
  duration: number;
}

export interface ToastOptions {
  title?: string;
  duration?: number;
}

interface ToastState {
  toasts: Toast[];
  add(kind: ToastKind, message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  clear(): void;
}

let nextId = 1;

/** Spec section 2: toasts are titled "Success" or "Error"; errors stay 300000 ms, others 5000 ms. */
export function makeToast(
  id: number,
  kind: ToastKind,
  message: string,
  options: ToastOptions = {},
): Toast {
  return {
    id,
    kind,
    message,
    title: options.title,
    duration: options.duration ?? (kind === 'error' ? TOAST_ERROR_DURATION_MS : TOAST_DURATION_MS),
  };
}

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  add: (kind, message, options) => {
    const created = makeToast(nextId++, kind, message, options);
    // The same text twice in a row (a double click) shows once.
    set((state) => ({
      toasts: [
        ...state.toasts.filter(
          (t) => !(t.kind === kind && t.message === message && t.title === created.title),
        ),
        created,
      ],
    }));
    return created.id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/** Imperative helpers for code outside components (mutations, loaders, the HTTP client). */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    useToastStore.getState().add('success', message, options),
  error: (message: string, options?: ToastOptions) =>
    useToastStore.getState().add('error', message, options),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
};
