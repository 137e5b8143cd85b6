import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A document row's "Reorder" (an order's or an invoice's), to its reorder page. */
export function ReorderLink({ to, number }: { to: string; number: string }) {
  const { t } = useTranslation('account');
  return (
    <Link to={to} className="btn btn-sm btn-outline-primary me-2" aria-label={t('reorderNumber', { number })}>
      {t('reorder')}
    </Link>
  );
}
