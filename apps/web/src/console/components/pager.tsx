import { useTranslation } from 'react-i18next';

/** The page shown of a list the server pages, and how to ask for another (use-address-list.ts). */
interface Paged {
  page: number;
  pages: number;
  update(changes: Record<string, string>): void;
}

/**
 * Previous / "page n of m" / next under a console list; `words` names the list's own phrases
 * (`<words>.previous`, `<words>.next`, `<words>.pageOf`).
 */
export function Pager(props: {
  list: Paged;
  total: number;
  words: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { page, pages, update } = props.list;
  return (
    <nav className={`d-flex gap-2 align-items-center${props.className ?? ''}`} aria-label={props.label}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page <= 1}
        onClick={() => update({ page: String(page - 1) })}
      >
        {t(`${props.words}.previous`)}
      </button>
      <span>{t(`${props.words}.pageOf`, { page, pages, total: props.total })}</span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page >= pages}
        onClick={() => update({ page: String(page + 1) })}
      >
        {t(`${props.words}.next`)}
      </button>
    </nav>
  );
}
