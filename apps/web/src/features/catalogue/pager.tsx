import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The page control. With the number of matching products (`total`, the server's count) it shows how many
 * pages and products there are, the first and last page and those around the current one; until the count
 * arrives, the pages up to the current one, and "next" while more products follow. Pages are links
 * (`hrefOf`), so they work before the app has started, or without JavaScript; `onPage` runs when one is
 * followed in the app.
 */
export function Pager({
  page,
  hasMore: pageHasMore,
  hrefOf,
  onPage,
  total,
  pageSize = 1,
}: {
  page: number;
  hasMore: boolean;
  hrefOf: (page: number) => string;
  onPage?: (page: number) => void;
  total?: number | undefined;
  pageSize?: number;
}) {
  const { t } = useTranslation('catalogue');
  const pageCount = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const hasMore = pageCount === undefined ? pageHasMore : page < pageCount;
  if (page === 1 && !hasMore) return null;
  let pages: number[];
  if (pageCount === undefined) {
    const first = Math.max(1, page - 3);
    pages = Array.from({ length: page - first + 1 }, (_, i) => first + i);
    if (hasMore) pages.push(page + 1);
  } else {
    const near = new Set([1, pageCount]);
    for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) near.add(p);
    pages = [...near].sort((a, b) => a - b);
  }
  return (
    <nav aria-label={t('pages')} className="mt-4">
      {pageCount !== undefined && total !== undefined && page <= pageCount && (
        <p className="text-center text-body-secondary small mb-2" data-testid="pager-summary">
          {t('pageOf', { page, pages: pageCount, count: total })}
        </p>
      )}
      <ul className="pagination justify-content-center">
        <li className={`page-item${page === 1 ? ' disabled' : ''}`}>
          {/* Past the last page (an old link), the page before is the last one. */}
          <PageLink
            to={page === 1 ? null : Math.min(page - 1, pageCount ?? page)}
            hrefOf={hrefOf}
            onPage={onPage}
          >
            {t('previous')}
          </PageLink>
        </li>
        {pages.map((p, i) => (
          // d-flex: a gap's "…" and the page after it stay on one line (they wrapped apart on a phone).
          <li key={p} className={`page-item d-flex${p === page ? ' active' : ''}`}>
            {i > 0 && p - (pages[i - 1] ?? p) > 1 && (
              <span className="page-link border-0 bg-transparent" aria-hidden="true">
                …
              </span>
            )}
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
