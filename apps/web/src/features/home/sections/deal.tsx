import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/product/price-tag';
import { LazyImage } from '../../../components/ui/lazy-image';
import type { Product } from '../../../lib/api';
import { Countdown } from '../countdown';

export function Deal({ products }: { products: Product[] }) {
  const { t } = useTranslation('home');
  const deal =
    products.find((p) => p.offerEnd && Date.parse(p.offerEnd) > Date.now()) ??
    products.find((p) => p.discount > 0);
  if (!deal) return null;
  return (
    <section className="deal p-4 p-md-5" aria-labelledby="deal-title">
      <div className="row align-items-center g-4">
        <div className="col-12 col-md-5 text-center">
          {deal.images[0] && (
            <LazyImage
              src={deal.images[0]}
              // Its name is the heading beside it; an empty alt also keeps the frame's size until it loads.
              alt=""
              className="img-fluid"
              width="256"
              height="256"
              style={{ maxHeight: '16rem' }}
            />
          )}
        </div>
        <div className="col-12 col-md-7">
          <p className="hero-kicker text-uppercase small fw-semibold mb-1">{t('deal.kicker')}</p>
          <h2 id="deal-title" className="section-title mb-2">
            {deal.name}
          </h2>
          <PriceTag product={deal} className="product-price fs-4 d-block mb-3" />
          {deal.offerEnd && <Countdown end={deal.offerEnd} />}
          <Link to={`/product/${deal.id}`} className="btn btn-accent mt-3">
            {t('deal.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
