import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { logoutChosen } from '../../lib/logout-link';
import { selectSession } from './auth-slice';
import { useEndSession } from './session-control';

/**
 * /logout: ends the session on the server, forgets everything (all of local storage) and goes home.
 *
 * Chosen from the account menu (lib/logout-link.tsx: its link writes a state in the history entry, which no
 * other site can write), it does so at once. Reached any other way (a link on another site, an address typed or
 * bookmarked, a redirect), it asks first: another site must not be able to end a customer's session and empty
 * their cart with a link. Without a session there is nothing to end, and nothing is forgotten.
 */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('logout'));
  const { logout } = useEndSession();
  const session = useSelector(selectSession);
  const fromTheShop = logoutChosen(useLocation().state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (fromTheShop) void logout();
  }, []);
  if (fromTheShop) {
    return <p className="container py-5 text-center text-body-secondary">{t('loggingOut')}</p>;
  }
  return (
    <div className="container py-5 text-center">
      <h1 className="h2">{t('logout')}</h1>
      {session ? (
        <>
          <p className="text-body-secondary">{t('logoutConfirm')}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <button type="button" className="btn btn-primary" onClick={() => void logout()}>
              {t('logout')}
            </button>
            <Link to="/my-account" className="btn btn-outline-secondary">
              {t('stayLoggedIn')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="text-body-secondary">{t('notLoggedIn')}</p>
          <Link to="/" className="btn btn-primary">
            {t('toHome')}
          </Link>
        </>
      )}
    </div>
  );
}
