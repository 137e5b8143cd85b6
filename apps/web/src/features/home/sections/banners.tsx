import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeVariant } from '../variants';
import { shopLink } from './shop-link';

export function Banners({ variant }: { variant: HomeVariant }) {
  const { t } = useTranslation('home');
  return (
    <section className="row g-3" aria-label={t('banners.label')}>
      {(['one', 'two'] as const).map((n) => (
        <div key={n} className="col-12 col-md-6">
          <div className="banner h-100 d-flex flex-column justify-content-between">
            <div>
              <p className="small text-uppercase fw-semibold mb-1">{t(`banners.${n}`)}</p>
              <h3 className="h4">{t(`trades.${variant.trade}.banner.${n}`)}</h3>
            </div>
            <Link to={shopLink(variant)} className="btn btn-on-hero btn-sm align-self-start mt-2">
              {t('shopNow')}
            </Link>
          </div>
        </div>
      ))}
    </section>
  );
}
