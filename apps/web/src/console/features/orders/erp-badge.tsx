import type { ErpDelivery } from '@mostrador/contract/console';
import { useTranslation } from 'react-i18next';

/** Where a web order stands with the ERP, in words: waiting (tries, last error), sent (its number), refused. */
export function ErpBadge({ erp }: { erp: ErpDelivery | null }) {
  const { t } = useTranslation();
  if (!erp) return null;
  if (erp.state === 'enviado')
    return (
      <span className="badge text-bg-success" data-testid="erp-state">
        {t('erp.sent', { number: erp.erpNumber ?? '' })}
      </span>
    );
  if (erp.state === 'rechazado')
    return (
      <span className="badge text-bg-danger" data-testid="erp-state">
        {t('erp.refused')}
      </span>
    );
  return (
    <span className="badge text-bg-warning" data-testid="erp-state" title={erp.lastError ?? ''}>
      {t('erp.waiting', { tries: erp.tries })}
    </span>
  );
}
