import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HiddenLabelInput } from '../../components/ui/form-field';
import { SearchIcon } from '../../components/ui/icons';

const SEARCH_PAGE = '/shop-grid-standard';

/**
 * The header's search: opens the catalogue filtered by the text (`?q=`). A plain GET form, so it works before
 * the app has started and without JavaScript (the server renders the filtered catalogue); once started, the
 * app opens the catalogue itself. The text is read from the form when it is sent, never kept in state: what
 * was typed before the start is not lost by hydration.
 */
export function SearchForm({ id, onDone }: { id: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <search>
      <form
        className="input-group"
        action={SEARCH_PAGE}
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
          navigate(q ? `${SEARCH_PAGE}?q=${encodeURIComponent(q)}` : SEARCH_PAGE);
          onDone?.();
        }}
      >
        <HiddenLabelInput
          id={id}
          name="q"
          label={t('header.search')}
          type="search"
          placeholder={t('header.searchPlaceholder')}
        />
        <button type="submit" className="btn btn-primary" aria-label={t('header.search')}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
