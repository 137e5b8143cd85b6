import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { useEndSession } from './session-control';

/** /logout: forgets everything (all of local storage) and goes to the home page. */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('logout'));
  const { logout } = useEndSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => logout(), []);
  return <p className="container py-5 text-center text-body-secondary">{t('loggingOut')}</p>;
}
