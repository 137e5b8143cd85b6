import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountCockpit } from './account-cockpit';
import {
  AccountPage,
  type AccountPageProps,
  FigureCard,
  useFormatDate,
  useLoadFailedText,
} from './account-parts';
import { useGetDocumentCountsQuery } from './api/get-document-counts';

/** /home: the customer's name, last invoice and the days since it, price level, and document counts. */
export default function AccountHomePage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  const formatDate = useFormatDate();
  const failedText = useLoadFailedText();
  const counts = useGetDocumentCountsQuery(customer.customerId, { refetchOnMountOrArgChange: true });
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
    <AccountPage
      title={t('home.title')}
      heading={t('home.hello', { name: customer.name })}
      intro={<p className="text-body-secondary mb-4">{t('home.intro')}</p>}
    >
      <div className="row g-3 mb-4">
        <div className="col-md-6">
          <FigureCard
            level="h2"
            label={t('home.lastInvoice')}
            value={customer.lastInvoice ? formatDate(customer.lastInvoice) : t('home.noInvoice')}
            testId="last-invoice-date"
            className="border-primary-subtle"
          >
            {customer.lastInvoice && (
              <p className="mb-0" data-testid="days-since">
                {t('home.daysSince', { count: customer.daysSince ?? 0 })}
              </p>
            )}
          </FigureCard>
        </div>
        <div className="col-md-6">
          <FigureCard
            level="h2"
            label={t('home.priceLevel')}
            value={customer.priceLevel === null ? '–' : t('home.levelName', { level: customer.priceLevel })}
            testId="price-level"
          >
            <p className="mb-0 small text-body-secondary">{t('home.priceLevelText')}</p>
          </FigureCard>
        </div>
      </div>
      <AccountCockpit customerId={customer.customerId} administrator={customer.administrator === true} />
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
    </AccountPage>
  );
}
