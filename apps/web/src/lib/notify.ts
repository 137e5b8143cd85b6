import type { Notice } from '@mostrador/domain';
import { i18n } from './i18n';

type ToastModule = typeof import('react-hot-toast');

// react-hot-toast (and the Toaster that shows it) load with the first notice: no first screen needs them,
// and they cost about 5 KB gzip. Toasts made before the Toaster mounts show as soon as it does.
let toasts: Promise<ToastModule> | undefined;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<ToastModule> {
  if (!toasts) {
    toasts = import('react-hot-toast');
    toasts.catch(() => {
      toasts = undefined; // the next notice tries again
    });
    for (const listener of listeners) listener();
  }
  return toasts;
}

/** Whether a notice has asked for toasts yet (for `useSyncExternalStore`, with `onToastsWanted`). */
export const toastsWanted = (): boolean => toasts !== undefined;

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A notice's text in the chosen language: one of domain's NOTICES texts (the key of the `notices` namespace)
 * is translated, any other text (a server's own reason) is left as it is.
 */
export function noticeText(message: string): string {
  return i18n.t(message, { ns: 'notices', defaultValue: message });
}

/**
 * Shows a notice as a toast (bottom-left, dismisses by itself). `message` is one of domain's NOTICES
 * texts (the key of the `notices` namespace) or any text; it is translated into the chosen language.
 * A notice already showing is shown again in its place, not stacked above it (six "Added to cart" covered a
 * phone's buttons); on a phone-wide screen any new notice takes the place of the one showing.
 */
export function notify(notice: Notice): void {
  const text = noticeText(notice.message);
  const options = { id: oneAtATime() ? 'notice' : text };
  loadToasts().then(
    ({ default: toast }) => {
      if (notice.tone === 'success') toast.success(text, options);
      else if (notice.tone === 'error') toast.error(text, options);
      else toast(text, { ...options, icon: '⚠️' });
    },
    (error: unknown) => console.warn('[notify] could not load the toasts', text, error),
  );
}

/** Below Bootstrap's `sm` (576 px) a second notice would cover the page's own buttons. */
function oneAtATime(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 575.98px)').matches;
}
