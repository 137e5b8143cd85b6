import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The page control. The server does not count the matches, so the pages shown are those up to the
 * current one, and "next" while more products follow. Pages are links (`hrefOf`), so they work before the
 * app has started, or without JavaScript; `onPage` runs when one is followed in the app.
 */
export function Pager({
  page,
  hasMore,
  hrefOf,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  hrefOf: (page: number) => string;
  onPage?: (page: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  if (page === 1 && !hasMore) return null;
  const first = Math.max(1, page - 3);
  const pages = Array.from({ length: page - first + 1 }, (_, i) => first + i);
  if (hasMore) pages.push(page + 1);
  return (
    <nav aria-label={t('pages')} className="mt-4">
      <ul className="pagination justify-content-center">
        <li className={`page-item${page === 1 ? ' disabled' : ''}`}>
          <PageLink to={page === 1 ? null : page - 1} hrefOf={hrefOf} onPage={onPage}>
            {t('previous')}
          </PageLink>
        </li>
        {pages.map((p) => (
          <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
            <Link
              className="page-link"
              to={hrefOf(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('page', { page: p })}
              onClick={() => onPage?.(p)}
            >
              {p}
            </Link>
          </li>
        ))}
        <li className={`page-item${hasMore ? '' : ' disabled'}`}>
          <PageLink to={hasMore ? page + 1 : null} hrefOf={hrefOf} onPage={onPage}>
            {t('next')}
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}

/** Previous / next: a link, or (none to go to) a disabled item. */
function PageLink({
  to,
  hrefOf,
  onPage,
  children,
}: {
  to: number | null;
  hrefOf: (page: number) => string;
  onPage: ((page: number) => void) | undefined;
  children: string;
}) {
  if (to === null) {
    return (
      <span className="page-link" aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link className="page-link" to={hrefOf(to)} onClick={() => onPage?.(to)}>
      {children}
    </Link>
  );
}
