import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { useEndSession } from './session-control';

/** /logout: ends the session on the server, forgets everything (all of local storage) and goes home. */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('logout'));
  const { logout } = useEndSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    void logout();
  }, []);
  return <p className="container py-5 text-center text-body-secondary">{t('loggingOut')}</p>;
}
