import { WEB_ORDER_PREFIX } from '@mostrador/contract';
import type { Minor } from '@mostrador/domain';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatAccountMoney } from '../../lib/currency';
import { GuestOrderSummary, useGuestOrder } from './guest-order-summary';

export interface OrderConfirmationProps {
  /** The order's number (its `WEB-` number without the prefix). */
  orderNumber: number;
  /** A guest's order: the e-mail given with it (its summary is looked up with it); null for a customer's. */
  guestEmail: string | null;
}

/** The order placed: its number and, for a guest, its summary, printable copy and how to find it again. */
export function OrderConfirmation({ orderNumber, guestEmail }: OrderConfirmationProps) {
  const { t } = useTranslation('checkout');
  const number = `${WEB_ORDER_PREFIX}-${orderNumber}`;
  const guest = useGuestOrder();
  const { ask } = guest;
  useEffect(() => {
    if (guestEmail) ask({ number, contact: guestEmail });
  }, [ask, number, guestEmail]);
  return (
    <ConfirmationCard
      testId="order-confirmation"
      actions={
        !guestEmail && (
          <Link to="/pedidos" className="btn btn-outline-primary">
            {t('myOrders')}
          </Link>
        )
      }
    >
      <div className="text-center">
        <div className="display-6 text-success mb-3" aria-hidden="true">
          ✓
        </div>
        <h1 className="h3">{t('thanks')}</h1>
        <p className="lead mb-1">{t('orderNumberIs')}</p>
        <p className="display-6 fw-bold" data-testid="order-number">
          {number}
        </p>
        <p className="text-body-secondary">{t('confirmationText')}</p>
      </div>
      {guestEmail && (
        <>
          {guest.order && <GuestOrderSummary order={guest.order} />}
          <p className="small text-body-secondary mt-3 mb-0" data-testid="guest-order-later">
            {t('lookup.later', { number })} <Link to="/order-lookup">{t('lookup.title')}</Link>
          </p>
        </>
      )}
    </ConfirmationCard>
  );
}

/** A buyer's order above their limits: asked, not placed; it waits for an approver (stock is not held). */
export function HeldConfirmation({ total, limit }: { total: Minor; limit: 'order' | 'month' }) {
  const { t } = useTranslation('checkout');
  const money = useFormatAccountMoney();
  return (
    <ConfirmationCard
      testId="order-held"
      centered
      actions={
        <Link to="/approvals" className="btn btn-outline-primary">
          {t('held.see')}
        </Link>
      }
    >
      <div className="display-6 text-warning mb-3" aria-hidden="true">
        ⏳
      </div>
      <h1 className="h3">{t('held.title')}</h1>
      <p className="lead">
        {t(limit === 'order' ? 'held.orderLimit' : 'held.monthLimit', { total: money(total) })}
      </p>
      <p className="text-body-secondary">{t('held.stock')}</p>
    </ConfirmationCard>
  );
}

/** The card an order's outcome is told in, with a way on (`actions`) and back to the shop. */
function ConfirmationCard(props: {
  testId: string;
  centered?: boolean;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className="container py-5">
      <div className="card shadow-sm mx-auto" style={{ maxWidth: 720 }} data-testid={props.testId}>
        <div className={`card-body p-4 p-md-5${props.centered ? ' text-center' : ''}`}>
          {props.children}
          <div className="d-flex flex-wrap gap-2 justify-content-center mt-4">
            {props.actions}
            <Link to="/shop-grid-standard" className="btn btn-primary">
              {t('continueShopping')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
