import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/api';
import { useEndSession } from './session-control';

/**
 * Who acts for whom, and "stop", which ends that session (the shop's logout) and goes back to the customer's
 * page in the console. Loaded only when a session acts (acting-banner.tsx): the console's address is never in
 * the buyer's first load.
 */
export default function ActingBar({ session }: { session: Session & { actingStaff: string } }) {
  const { t } = useTranslation();
  const { logout } = useEndSession();
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
