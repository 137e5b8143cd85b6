import { useTranslation } from 'react-i18next';
import { AccountCockpit } from './account-cockpit';
import { AccountPage, type AccountPageProps, FigureCard, useFormatDate } from './account-parts';
import { DocumentCounts } from './document-counts';

/** /home: the customer's name, last invoice and the days since it, price level, and document counts. */
export default function AccountHomePage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  const formatDate = useFormatDate();
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
      <DocumentCounts customerId={customer.customerId} />
    </AccountPage>
  );
}
