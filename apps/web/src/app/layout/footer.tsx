import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const TRADES = [
  ['/home-fashion', 'fashion'],
  ['/home-furniture', 'furniture'],
  ['/home-electronics', 'electronics'],
  ['/home-organic-food', 'organicFood'],
  ['/home-cosmetics', 'cosmetics'],
  ['/home-auto-parts', 'autoParts'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="shop-footer mt-5 pt-5 pb-4">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-4">
            <p className="shop-logo text-white mb-2">
              mostra<span>dor</span>
            </p>
            <p className="small">{t('footer.about')}</p>
          </div>
          <div className="col-6 col-md-2">
            <h2>{t('footer.shop')}</h2>
            <ul className="list-unstyled small">
              <li>
                <Link to="/shop-grid-standard">{t('menu.shop')}</Link>
              </li>
              <li>
                <Link to="/shop-list-standard">{t('menu.collection')}</Link>
              </li>
              <li>
                <Link to="/compare">{t('header.compare')}</Link>
              </li>
              <li>
                <Link to="/wishlist">{t('header.wishlist')}</Link>
              </li>
            </ul>
          </div>
          <div className="col-6 col-md-3">
            <h2>{t('footer.trades')}</h2>
            <ul className="list-unstyled small">
              {TRADES.map(([to, key]) => (
                <li key={to}>
                  <Link to={to}>{t(`footer.trade.${key}`)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-12 col-md-3">
            <h2>{t('footer.help')}</h2>
            <ul className="list-unstyled small">
              <li>
                <Link to="/about">{t('menu.about')}</Link>
              </li>
              <li>
                <Link to="/contact">{t('menu.contact')}</Link>
              </li>
              <li>
                <Link to="/my-account">{t('header.account')}</Link>
              </li>
              <li>
                <Link to="/blog-standard">{t('menu.blog')}</Link>
              </li>
            </ul>
          </div>
        </div>
        <p className="small border-top border-secondary pt-3 mt-3 mb-0">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
