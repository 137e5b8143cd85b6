import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConsolePage } from '../../components/console-page';
import { LineProduct, lineKey } from './line-product';
import { useOrder } from './use-order';

/** The printable picking list: what to take from the shelves, with a box to tick per line. */
export function PickingPage() {
  const { t } = useTranslation();
  const { order } = useOrder(Number(useParams().id));
  if (!order) return null;
  return (
    <ConsolePage title={t('picking.title', { number: order.number })}>
      <p>
        {order.contact.name} · {order.contact.address} · {order.contact.city}
      </p>
      {order.note && <p>{order.note}</p>}
      <table className="table table-bordered">
        <thead>
          <tr>
            <th scope="col">✓</th>
            <th scope="col">{t('order.code')}</th>
            <th scope="col">{t('order.product')}</th>
            <th scope="col">{t('order.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((l) => (
            <tr key={lineKey(l)}>
              <td style={{ width: 40 }}>☐</td>
              <td>{l.code}</td>
              <td>
                <LineProduct line={l} />
              </td>
              <td>{l.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn-primary no-print" onClick={() => window.print()}>
        {t('picking.print')}
      </button>
    </ConsolePage>
  );
}
