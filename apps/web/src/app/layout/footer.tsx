import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetCategoriesQuery } from '../../lib/api/get-categories';

/** How many of the catalogue's categories the footer lists (the shop's pages list them all). */
const TRADES_SHOWN = 8;

/** The footer's fixed columns of links: each a heading and its links (address, words' key), as data. */
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
    heading: 'footer.help',
    className: 'col-12 col-md-3',
    links: [
      ['/about', 'menu.about'],
      ['/contact', 'menu.contact'],
      ['/my-account', 'header.account'],
      ['/order-lookup', 'footer.orderLookup'],
      ['/blog-standard', 'menu.blog'],
    ],
  },
] as const;

type Column = {
  heading: string;
  className: string;
  links: ReadonlyArray<readonly [string, string]>;
  testId?: string;
};

function LinkColumn({ heading, className, links, testId }: Column) {
  return (
    <div className={className} data-testid={testId}>
      <h2>{heading}</h2>
      <ul className="list-unstyled small">
        {links.map(([to, text]) => (
          <li key={to}>
            <Link to={to}>{text}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Shop by trade": the catalogue's own categories (the demo's, the import's, or those the ERP's sync brought). */
function Trades() {
  const { t } = useTranslation();
  const { data } = useGetCategoriesQuery();
  const links = (data ?? [])
    .slice(0, TRADES_SHOWN)
    .map((c) => [`/shop-grid-filter/${c.id}`, c.name] as const);
  return (
    <LinkColumn
      heading={t('footer.trades')}
      className="col-6 col-md-3"
      links={links}
      testId="footer-trades"
    />
  );
}

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const [shop, help] = COLUMNS;
  const words = ({ heading, className, links }: (typeof COLUMNS)[number]): Column => ({
    heading: t(heading),
    className,
    links: links.map(([to, key]) => [to, t(key)] as const),
  });
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
          <LinkColumn {...words(shop)} />
          <Trades />
          <LinkColumn {...words(help)} />
        </div>
        <p className="small border-top border-secondary pt-3 mt-3 mb-0">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
