import type { OrderDetail, StaffMe } from '@mostrador/contract/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { Alert } from '../../components/alert';
import { PlainTable } from '../../components/plain-table';
import { dateTime, money } from '../../lib/format';
import { ErpBadge } from './erp-badge';
import { LineProduct, lineKey } from './line-product';
import { useOrder } from './use-order';

function Lines({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <PlainTable
      headers={[
        t('order.code'),
        t('order.product'),
        t('order.quantity'),
        t('order.price'),
        t('order.subtotal'),
      ]}
      rows={order.items}
      rowKey={lineKey}
      cells={(l) => [
        l.code,
        <LineProduct key="product" line={l} />,
        l.quantity,
        money(l.price, i18n.language),
        money(l.subtotal, i18n.language),
      ]}
    />
  );
}

function Actions({ order, move }: { order: OrderDetail; move: (state: string, reason?: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const forward = order.nextStates.filter((s) => s !== 'anulado');
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end no-print">
      {forward.map((s) => (
        <button key={s} type="button" className="btn btn-primary" onClick={() => move(s)}>
          {t(`order.to.${s}`)}
        </button>
      ))}
      {order.nextStates.includes('anulado') && (
        <>
          <FormField
            id="cancel-reason"
            label={t('order.reason')}
            small
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="button" className="btn btn-outline-danger" onClick={() => move('anulado', reason)}>
            {t('order.cancel')}
          </button>
        </>
      )}
    </div>
  );
}

export function OrderPage({ me }: { me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const { order, error, move, retry } = useOrder(id);
  if (!order) return error ? <Alert tone="danger">{error}</Alert> : null;
  const c = order.contact;
  return (
    <section>
      <Link to="/orders" className="no-print">
        ← {t('orders.title')}
      </Link>
      <h1 className="h3 mt-2">
        {t('order.title', { number: order.number })}{' '}
        <span className="badge text-bg-secondary" data-testid="order-state">
          {t(`states.${order.state}`)}
        </span>
      </h1>
      <p>
        {dateTime(order.date, i18n.language)} · {money(order.total, i18n.language)}
      </p>
      {order.cancelReason && <p>{t('order.cancelled', { reason: order.cancelReason })}</p>}
      {order.placedBy && (
        <p>{t('order.placedBy', { name: order.placedBy.name, user: order.placedBy.user })}</p>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
      <div className="row">
        <div className="col-md-6">
          <h2 className="h5">{t('order.customer')}</h2>
          <p>
            {c.name}
            {c.customerId === null ? ` (${t('orders.guest')})` : ''}
            <br />
            NIT {c.nit} · {c.phone}
            <br />
            {c.email}
          </p>
        </div>
        <div className="col-md-6">
          <h2 className="h5">{t('order.delivery')}</h2>
          <p>
            {c.address}
            <br />
            {c.city}
          </p>
          {order.note && (
            <p>
              <strong>{t('order.note')}</strong> {order.note}
            </p>
          )}
        </div>
      </div>
      {order.erp && (
        <div className="alert alert-light border" data-testid="erp-delivery">
          <ErpBadge erp={order.erp} />{' '}
          {order.erp.lastError && <span className="ms-2">{order.erp.lastError}</span>}
          {order.erp.short.map((s) => (
            <div key={s.productId}>{t('erp.short', s)}</div>
          ))}
          {order.erp.state === 'pendiente' && me.role !== 'warehouse' && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary ms-2"
              onClick={() => void retry()}
            >
              {t('erp.tryNow')}
            </button>
          )}
        </div>
      )}
      <Lines order={order} />
      <Actions order={order} move={(s, r) => void move(s, r)} />
      <Link className="btn btn-link mt-3 no-print" to={`/orders/${order.id}/picking`}>
        {t('order.picking')}
      </Link>
    </section>
  );
}
