import { asMinor, creditCheck, type Minor } from '@mostrador/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatAccountMoney } from '../../lib/currency';
import { useGetAccountSummaryQuery } from './api/get-account-summary';

/**
 * The checkout's credit notice for an order of `total` (tax included): a warning when it would pass the
 * credit left or invoices are overdue; a block when the customer's data says so (the server refuses too).
 * Its figures are the account's, in the shop's currency, as the order will be invoiced.
 */
export function useCreditNotice(
  customerId: number | null,
  total: Minor,
): { notice: ReactNode; blocked: boolean } {
  const { t } = useTranslation('statement');
  const format = useFormatAccountMoney();
  const summary = useGetAccountSummaryQuery(customerId ?? 0, {
    skip: customerId === null,
    refetchOnMountOrArgChange: true,
  });
  const s = summary.currentData;
  if (customerId === null || !s) return { notice: null, blocked: false };
  const check = creditCheck(
    {
      limit: s.creditLimit,
      owed: s.owed,
      overdueCount: s.overdueCount,
    },
    total,
  );
  if (!check.overLimit && !check.hasOverdue) return { notice: null, blocked: false };
  const blocked = s.creditBlock;
  const available = s.creditAvailable;
  return {
    blocked,
    notice: (
      <div
        className={`alert ${blocked ? 'alert-danger' : 'alert-warning'} mt-3 mb-0 small`}
        role="status"
        data-testid="credit-notice"
        data-blocked={blocked}
      >
        <strong className="d-block mb-1">
          {blocked ? t('checkout.blockedTitle') : t('checkout.warnTitle')}
        </strong>
        {check.overLimit && available !== null && (
          <p className="mb-1" data-testid="credit-over-limit">
            {available > 0
              ? t('checkout.overLimit', {
                  total: format(total),
                  available: format(available),
                  excess: format(check.excess),
                })
              : // No credit left: a negative "available credit" reads as a riddle; say how far over it already is.
                t('checkout.alreadyOver', { over: format(asMinor(-available)), total: format(total) })}
          </p>
        )}
        {check.hasOverdue && (
          <p className="mb-1" data-testid="credit-overdue">
            {t('checkout.overdue', { count: s.overdueCount, amount: format(s.overdue) })}
          </p>
        )}
        <p className="mb-0">
          {blocked ? t('checkout.blockedText') : t('checkout.warnText')}{' '}
          <Link to="/home">{t('checkout.seeAccount')}</Link>
        </p>
      </div>
    ),
  };
}
