import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, EndCell } from '../../components/ui/data-table';
import type { ApiError, GuestOrder } from '../../lib/api';
import { useFormatAccountMoney } from '../../lib/currency';
import { isLanguage } from '../../lib/i18n';
import { useLookupGuestOrderMutation } from './api/lookup-guest-order';

/** A printable copy's link works five minutes: it is asked for again before then while the order is shown. */
const REFRESH_MS = 4 * 60_000;

/**
 * A guest's order looked up by its number and the e-mail or NIT given with it (`ask`), kept fresh while shown:
 * the order (or null), the error of the last look-up (or null), and whether one is running.
 */
export function useGuestOrder() {
  const { i18n } = useTranslation();
  const [lookup, state] = useLookupGuestOrderMutation();
  const [asked, setAsked] = useState<{ number: string; contact: string } | null>(null);
  const [order, setOrder] = useState<GuestOrder | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const latest = useRef(0);

  const run = useCallback(
    async (question: { number: string; contact: string }) => {
      const call = ++latest.current;
      const answer = await lookup({ ...question, language });
      if (call !== latest.current) return;
      if ('data' in answer && answer.data) {
        setOrder(answer.data);
        setError(null);
      } else {
        setOrder(null);
        setError(('error' in answer ? answer.error : null) as ApiError | null);
      }
    },
    [lookup, language],
  );

  // Again in a new language (the printable copy's), and every few minutes (its link's life).
  useEffect(() => {
    if (!asked) return;
    void run(asked);
    const timer = setInterval(() => void run(asked), REFRESH_MS);
    return () => clearInterval(timer);
  }, [asked, run]);

  return { order, error, busy: state.isLoading, ask: setAsked };
}

/** A guest's order: its lines, totals and delivery, and its printable copy. */
export function GuestOrderSummary({ order }: { order: GuestOrder }) {
  const { t } = useTranslation('checkout');
  const money = useFormatAccountMoney();
  return (
    <div className="text-start" data-testid="guest-order-summary">
      <DataTable
        testId="guest-order-lines"
        caption={t('summary.caption', { number: order.number })}
        captionClassName="visually-hidden"
        stacked
        columns={[
          { label: t('summary.code') },
          { label: t('summary.product') },
          { label: t('summary.quantity'), end: true },
          { label: t('summary.unitPrice'), end: true },
          { label: t('summary.amount'), end: true },
        ]}
      >
        <tbody>
          {order.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
            <tr key={i} data-testid="guest-order-line">
              <td data-label={t('summary.code')}>{line.code}</td>
              <td data-label={t('summary.product')}>
                {line.name}
                {line.note && <div className="small text-body-secondary">{line.note}</div>}
              </td>
              <EndCell label={t('summary.quantity')}>{line.quantity}</EndCell>
              <EndCell label={t('summary.unitPrice')}>{money(line.unitPrice)}</EndCell>
              <EndCell label={t('summary.amount')}>{money(line.amount)}</EndCell>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <dl className="row mb-3">
        <dt className="col-6">{t('summary.subtotal')}</dt>
        <dd className="col-6 text-end mb-0">{money(order.subtotal)}</dd>
        <dt className="col-6">{t('summary.tax')}</dt>
        <dd className="col-6 text-end mb-0">{money(order.tax)}</dd>
        <dt className="col-6">{t('summary.total')}</dt>
        <dd className="col-6 text-end fw-bold mb-0" data-testid="guest-order-total">
          {money(order.total)}
        </dd>
      </dl>
      <h2 className="h6">{t('summary.delivery')}</h2>
      <address className="mb-3" data-testid="guest-order-delivery">
        {order.delivery.name}
        <br />
        {order.delivery.address}
        {order.delivery.phone && (
          <>
            <br />
            {order.delivery.phone}
          </>
        )}
        {order.delivery.email && (
          <>
            <br />
            {order.delivery.email}
          </>
        )}
      </address>
      <a
        href={order.print.url}
        target="_blank"
        rel="noopener"
        className="btn btn-outline-secondary"
        data-testid="guest-order-print"
      >
        {t('summary.print')}
      </a>
    </div>
  );
}
