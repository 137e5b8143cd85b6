import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartBar } from '../../components/ui/add-to-cart-bar';
import { DataTable } from '../../components/ui/data-table';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useDocumentTitle } from '../../lib/document-title';
import { noticeText } from '../../lib/notify';
import { ReorderLine } from './reorder-line';
import { type ReorderItem, useReorder } from './use-reorder';

export interface ReorderPageProps {
  customerId: number;
  /** Puts the chosen lines in the cart, each in its colour and size (the app wires the cart in). */
  onAddToCart: (items: ReorderItem[]) => void;
}

/**
 * /pedidos/:orderId/reordenar and /facturas/:invoiceId/reordenar: a past order's or invoice's lines, what
 * changed since, and the ones to add to the cart.
 */
export default function ReorderPage({ customerId, onAddToCart }: ReorderPageProps) {
  const { t } = useTranslation('reorder');
  const reorder = useReorder(customerId, onAddToCart);
  const { query, data, invoice, selected, added } = reorder;
  // An invoice's words where they differ from an order's (`intro_invoice`, ...).
  const context = invoice ? 'invoice' : undefined;
  const back = <Link to={invoice ? '/facturas' : '/pedidos'}>{t('back', { context })}</Link>;
  const number = data?.number ?? '';
  useDocumentTitle(t('title', { number }));

  if (query.isError) {
    return (
      <div className="container py-4">
        <RetryAlert
          message={
            query.error && 'msj' in query.error ? noticeText(query.error.msj) : t('loadFailed', { context })
          }
          retryLabel={t('retry', { ns: 'common' })}
          onRetry={() => void query.refetch()}
        />
        {back}
      </div>
    );
  }
  if (!data) return <div className="container py-4 text-body-secondary">{t('loading')}</div>;

  return (
    <div className="container py-4">
      <h1 className="h3 mb-1">{t('title', { number })}</h1>
      <p className="text-body-secondary">{t('intro', { context })}</p>
      <DataTable
        testId="reorder-table"
        caption={t('title', { number })}
        captionClassName="visually-hidden"
        className="align-middle"
        compact={false}
        // On a phone, one card a line, each price, the stock and the quantity field under its name.
        stacked
        columns={[
          { label: t('choose'), hidden: true },
          { label: t('product') },
          { label: t('priceThen'), end: true },
          { label: t('priceNow'), end: true },
          { label: t('stockNow'), end: true },
          { label: t('quantity') },
        ]}
      >
        <tbody>
          {data.lines.map((line, index) => (
            <ReorderLine
              // biome-ignore lint/suspicious/noArrayIndexKey: a past order's lines keep their order; a product in two sizes is two lines
              key={`${line.productId}-${index}`}
              line={line}
              index={index}
              chosen={reorder.chosen[index] === true}
              quantity={reorder.quantities[index] ?? ''}
              context={context}
              choose={reorder.choose}
              typeQuantity={reorder.typeQuantity}
            />
          ))}
        </tbody>
      </DataTable>
      <AddToCartBar
        label={t('add', { count: selected.length })}
        disabled={selected.length === 0}
        onAdd={reorder.add}
        testId="reorder-add"
        after={back}
        added={added === null ? null : t('added', { count: added })}
        viewCartLabel={t('viewCart')}
      />
    </div>
  );
}
