import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerPage } from '../../components/ui/page-banner';

const LINKS = [
  { to: '/home', key: 'summary' },
  { to: '/facturas', key: 'invoices' },
  { to: '/pedidos', key: 'orders' },
  { to: '/recibos', key: 'receipts' },
  { to: '/wishlist', key: 'wishlist' },
  { to: '/login-page', key: 'login' },
] as const;

export default function MyAccountPage() {
  const { t } = useTranslation('info');
  return (
    <BannerPage title={t('account.title')}>
      <p className="lead">{t('account.lead')}</p>
      <div className="row g-3">
        {LINKS.map((link) => (
          <div key={link.key} className="col-12 col-sm-6 col-lg-4">
            <Link to={link.to} className="tile text-start">
              <span className="d-block fw-bold">{t(`account.links.${link.key}.title`)}</span>
              <span className="small text-body-secondary">{t(`account.links.${link.key}.text`)}</span>
            </Link>
          </div>
        ))}
      </div>
    </BannerPage>
  );
}
