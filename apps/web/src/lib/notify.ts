import type { Notice } from '@mostrador/domain';
import toast from 'react-hot-toast';
import { i18n } from './i18n';

/**
 * Shows a notice as a toast (bottom-left, dismisses by itself). `message` is one of domain's NOTICES
 * texts (the key of the `notices` namespace) or any text; it is translated into the chosen language.
 */
export function notify(notice: Notice): void {
  const text = i18n.t(notice.message, { ns: 'notices', defaultValue: notice.message });
  if (notice.tone === 'success') toast.success(text);
  else if (notice.tone === 'error') toast.error(text);
  else toast(text, { icon: '⚠️' });
}
