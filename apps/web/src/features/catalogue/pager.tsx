import { useTranslation } from 'react-i18next';

/**
 * The page control. The server does not count the matches, so the pages shown are those up to the
 * current one, and "next" while more products follow.
 */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
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
          <button type="button" className="page-link" disabled={page === 1} onClick={() => onPage(page - 1)}>
            {t('previous')}
          </button>
        </li>
        {pages.map((p) => (
          <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('page', { page: p })}
              onClick={() => onPage(p)}
            >
              {p}
            </button>
          </li>
        ))}
        <li className={`page-item${hasMore ? '' : ' disabled'}`}>
          <button type="button" className="page-link" disabled={!hasMore} onClick={() => onPage(page + 1)}>
            {t('next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
