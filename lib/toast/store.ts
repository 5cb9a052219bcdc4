/** A toast: type SUCCESS or ERROR, a message and a generated id; added to a list, removed by id. */
export type ToastType = 'SUCCESS' | 'ERROR';
export type Toast = { id: string; type: ToastType; message: string };
type Listener = () => void;

/** Errors stay longer: they usually ask the visitor to do something. */
export const DISMISS_AFTER_MS = { SUCCESS: 6000, ERROR: 10000 } as const;

export function createToastStore(makeId: () => string = defaultId) {
  let toasts: readonly Toast[] = [];
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    add(type: ToastType, message: string): string {
      const id = makeId();
      toasts = [...toasts, { id, type, message }];
      emit();
      return id;
    },
    remove(id: string): void {
      const next = toasts.filter((toast) => toast.id !== id);
      if (next.length === toasts.length) return;
      toasts = next;
      emit();
    },
    list(): readonly Toast[] {
      return toasts;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let counter = 0;
function defaultId(): string {
  counter += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 8) : '';
  return `toast-${counter}-${random}`;
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The page's one store; the Toaster in the root layout renders it. */
export const toastStore = createToastStore();
export const toast = {
  success: (message: string) => toastStore.add('SUCCESS', message),
  error: (message: string) => toastStore.add('ERROR', message),
};
