import type { Notice } from '@mostrador/domain';
import { i18n } from './i18n';

type ToastModule = typeof import('react-hot-toast');

// react-hot-toast (and the Toaster that shows it) load with the first notice: no first screen needs them,
// and they cost about 5 KB gzip. Toasts made before the Toaster mounts show as soon as it does. A failed
// load (offline) is not kept: the next notice tries again.
let toasts: Promise<ToastModule> | undefined;
let loaded: ToastModule | undefined;
const listeners = new Set<() => void>();

function loadToasts(): Promise<ToastModule> {
  toasts ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      toasts = undefined;
      throw error;
    },
  );
  return toasts;
}

/** The toasts' code once a notice has loaded it (for `useSyncExternalStore`, with `onToastsLoaded`). */
export const loadedToasts = (): ToastModule | undefined => loaded;

export function onToastsLoaded(listener: () => void): () => void {
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
    () => showPlainly(text),
  );
}

let plain: HTMLElement | undefined;

/**
 * A notice whose toasts' code could not be loaded (offline before the first notice of the visit): shown at
 * once, bottom-left, in a plain element of the page's own classes, for as long as a toast; it takes the
 * place of the one before. The next notice tries the toasts again.
 */
function showPlainly(text: string): void {
  plain?.remove();
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.className = 'bg-body border rounded shadow p-3';
  box.style.cssText = 'position:fixed;bottom:1rem;left:1rem;z-index:9999';
  box.textContent = text;
  plain = box;
  document.body.append(box);
  setTimeout(() => box.remove(), 3000);
}

/** Below Bootstrap's `sm` (576 px) a second notice would cover the page's own buttons. */
function oneAtATime(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 575.98px)').matches;
}
