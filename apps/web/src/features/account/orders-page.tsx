import { pedidoEstados } from '@mostrador/contract';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import type { Order } from '../../lib/api';
import { AccountPage, type AccountPageProps, useFormatDate } from './account-parts';
import { companyChoices, FilterSelect, usePlacedByColumn, WhoAndWhereFilter } from './company-orders';
import { DocumentTable, useSaleColumns } from './document-table';
import { ReorderLink } from './reorder-link';
import { useOrders } from './use-orders';

/**
 * /pedidos: orders of the last 360 days, filtered by number and state (and, for those who see a company's orders,
 * by who placed them and their branch), with "load more" and print views.
 */
export default function OrdersPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  const sale = useSaleColumns<Order>(t('col.lines'));
  const orders = useOrders(customer.customerId);
  const { list } = orders;
  // With the distributor's ERP connected, web orders carry where they stand with it: shown in one more column.
  const withErp = list.items.some((p) => p.erp !== null);
  const withDetails = list.items.some((p) => p.details !== null);
  const placedBy = usePlacedByColumn();
  const company = companyChoices(orders.choices);
  return (
    <AccountPage title={t('orders.title')} intro={<p className="text-body-secondary">{t('orders.range')}</p>}>
      <OrdersFilter orders={orders} company={company} />
      {list.incomplete && (
        <p className="alert alert-warning" role="status" data-testid="orders-erp-missing">
          {t('orders.erpMissing')}
        </p>
      )}
      <DocumentTable
        testId="orders"
        list={list}
        // The ERP and the shop number their orders apart: an id names an order with where it is kept.
        rowKey={(p) => `${p.erpOnly ? 'erp' : 'shop'}:${p.id}`}
        rowProps={(p) => ({
          'data-testid': 'order-row',
          'data-numero': p.bareNumber,
          ...(p.erp?.state === 'sent' && p.erp.number ? { 'data-numero-erp': p.erp.number } : {}),
        })}
        numberLabel={t('col.number')}
        number={(p) => p.number}
        badge={(p) => p.web && <span className="badge text-bg-info ms-2">{t('orders.web')}</span>}
        print={(p) => ({ kind: 'pedido', id: p.id, erpOnly: p.erpOnly })}
        actions={(p) => !p.erpOnly && <ReorderLink to={`/pedidos/${p.id}/reordenar`} number={p.number} />}
        columns={[
          ...sale,
          { label: t('col.state'), cell: (p) => (p.state ? t(`state.${p.state}`) : p.stateText) },
          ...(company ? [placedBy] : []),
          ...(withDetails
            ? [{ label: t('col.purchaseOrder'), cell: (p: Order) => <DetailsCell order={p} /> }]
            : []),
          ...(withErp ? [{ label: t('col.erp'), cell: (p: Order) => <ErpCell order={p} /> }] : []),
        ]}
      />
    </AccountPage>
  );
}

/** The filter: an order's number and a state; in a company's list, who placed it and its branch. */
function OrdersFilter({
  orders,
  company,
}: {
  orders: ReturnType<typeof useOrders>;
  company: ReturnType<typeof companyChoices>;
}) {
  const { t } = useTranslation('account');
  return (
    <form className="row g-2 align-items-end mb-3" onSubmit={orders.submit} aria-label={t('orders.filter')}>
      <FormField
        className="col-6 col-md-3"
        small
        id="orders-numero"
        label={t('orders.number')}
        value={orders.numberText}
        invalid={orders.numberInvalid}
        aria-describedby={orders.numberInvalid ? 'orders-numero-error' : undefined}
        onChange={(e) => orders.setNumberText(e.target.value)}
      />
      {orders.numberInvalid && (
        <p id="orders-numero-error" className="col-12 order-md-last small text-danger mb-0" role="alert">
          {t('orders.numberInvalid')}
        </p>
      )}
      <FilterSelect
        orders={orders}
        name="state"
        className="col-6 col-md-3"
        options={pedidoEstados.map((s) => ({ value: s, text: t(`state.${s}`) }))}
      />
      {company && <WhoAndWhereFilter orders={orders} choices={company} />}
      <div className="col-12 col-md-auto">
        <button type="submit" className="btn btn-primary btn-sm">
          {t('orders.apply')}
        </button>
      </div>
    </form>
  );
}

/** The purchase-order number, and the delivery asked for: its date and method. */
function DetailsCell({ order: { details } }: { order: Order }) {
  const { t } = useTranslation('account');
  const formatDate = useFormatDate();
  if (!details) return '';
  const delivery = [details.deliveryDate && formatDate(details.deliveryDate), details.deliveryMethod]
    .filter(Boolean)
    .join(' · ');
  return (
    <span data-testid="order-details">
      {details.purchaseOrder}
      {delivery && (
        <span className="d-block small text-body-secondary">{t('orders.delivery', { delivery })}</span>
      )}
    </span>
  );
}

/** Where a web order stands with the distributor's ERP: its number there, pending, or refused (and why). */
function ErpCell({ order: { erp } }: { order: Order }) {
  const { t } = useTranslation('account');
  if (erp?.state === 'sent') return erp.number ?? '';
  if (erp?.state === 'pending') return <span className="text-body-secondary">{t('orders.erpPending')}</span>;
  if (erp?.state !== 'refused') return '';
  return (
    <span className="text-danger" data-testid="order-erp-refused">
      {t(erp.shortages.length > 0 ? 'orders.erpShort' : 'orders.erpRefused')}
      {erp.shortages.map((f) => (
        <span key={f.productId} className="d-block small">
          {t('orders.erpShortLine', { id: f.productId, asked: f.requested, available: f.available })}
        </span>
      ))}
    </span>
  );
}
