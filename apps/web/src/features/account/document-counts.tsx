import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoadFailedText } from './account-parts';
import { useGetDocumentCountsQuery } from './api/get-document-counts';

/** /home's documents: how many of each kind the customer has, each count a tile that opens its list. */
export function DocumentCounts({ customerId }: { customerId: number }) {
  const { t } = useTranslation('account');
  const failedText = useLoadFailedText();
  const counts = useGetDocumentCountsQuery(customerId, { refetchOnMountOrArgChange: true });
  const c = counts.data;
  // Each count opens its list. Returns have no list online (the ERP's wire gives only their number): they are a
  // line of text below, with whom to ask, not a tile that looks like the others and leads nowhere.
  const tiles: Array<{ key: string; label: string; value: number | undefined; to: string }> = [
    { key: 'invoices', label: t('counts.invoices'), value: c?.invoices, to: '/facturas' },
    { key: 'orders', label: t('counts.orders'), value: c?.orders, to: '/pedidos' },
    { key: 'receipts', label: t('counts.receipts'), value: c?.receipts, to: '/recibos' },
    { key: 'webOrders', label: t('counts.webOrders'), value: c?.webOrders, to: '/pedidos' },
  ];
  return (
    <>
      <h2 className="h5 mb-3">{t('home.documents')}</h2>
      {counts.isError && (
        <p className="text-danger" data-testid="counts-error">
          {failedText(counts.error)}
        </p>
      )}
      <div className="row row-cols-2 row-cols-md-4 g-3">
        {tiles.map((tile) => (
          <div className="col" key={tile.key}>
            <Link to={tile.to} className="card h-100 shadow-sm text-decoration-none text-body account-tile">
              <div className="card-body text-center">
                <div className="fs-3 fw-bold" data-testid={`count-${tile.key}`}>
                  {tile.value ?? '–'}
                </div>
                <div className="small">{tile.label}</div>
              </div>
            </Link>
          </div>
        ))}
      </div>
      {c !== undefined && c.returns > 0 && (
        <p className="mt-3 mb-0 small text-body-secondary" data-testid="returns">
          {t('counts.returnsNote', { count: c.returns })} <Link to="/contact">{t('counts.returnsAsk')}</Link>
        </p>
      )}
    </>
  );
}
