import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The footer's columns of links: each a heading and its links (address, words' key), as data. */
const COLUMNS = [
  {
    heading: 'footer.shop',
    className: 'col-6 col-md-2',
    links: [
      ['/shop-grid-standard', 'menu.shop'],
      ['/shop-list-standard', 'menu.collection'],
      ['/compare', 'header.compare'],
      ['/wishlist', 'header.wishlist'],
    ],
  },
  {
    heading: 'footer.trades',
    className: 'col-6 col-md-3',
    links: [
      ['/home-fashion', 'footer.trade.fashion'],
      ['/home-furniture', 'footer.trade.furniture'],
      ['/home-electronics', 'footer.trade.electronics'],
      ['/home-organic-food', 'footer.trade.organicFood'],
      ['/home-cosmetics', 'footer.trade.cosmetics'],
      ['/home-auto-parts', 'footer.trade.autoParts'],
    ],
  },
  {
    heading: 'footer.help',
    className: 'col-12 col-md-3',
    links: [
      ['/about', 'menu.about'],
      ['/contact', 'menu.contact'],
      ['/my-account', 'header.account'],
      ['/blog-standard', 'menu.blog'],
    ],
  },
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
          {COLUMNS.map((column) => (
            <div key={column.heading} className={column.className}>
              <h2>{t(column.heading)}</h2>
              <ul className="list-unstyled small">
                {column.links.map(([to, key]) => (
                  <li key={to}>
                    <Link to={to}>{t(key)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="small border-top border-secondary pt-3 mt-3 mb-0">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
