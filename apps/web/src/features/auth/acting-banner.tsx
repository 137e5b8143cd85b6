import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectSession } from './auth-slice';
import { useEndSession } from './session-control';

/**
 * On every page of a session a staff member opened from the console (decision 0041): who acts for whom, and
 * "stop", which ends that session (the shop's logout) and goes back to the customer's page in the console.
 */
export function ActingBanner() {
  const { t } = useTranslation();
  const session = useSelector(selectSession);
  const { logout } = useEndSession();
  // The server renders pages without the kept session: the banner comes after hydration, never during it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || !session?.actingStaff) return null;
  const stop = async () => {
    await logout();
    window.location.assign(`/staff/customers/${session.customerId}`);
  };
  return (
    <div
      className="alert alert-warning rounded-0 mb-0 py-2 d-flex flex-wrap gap-2 align-items-center justify-content-center"
      role="status"
      data-testid="acting-banner"
    >
      <span>{t('acting.banner', { staff: session.actingStaff, customer: session.name })}</span>
      <button type="button" className="btn btn-sm btn-dark" onClick={() => void stop()}>
        {t('acting.stop')}
      </button>
    </div>
  );
}
