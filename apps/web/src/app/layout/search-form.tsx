import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HiddenLabelInput } from '../../components/ui/form-field';
import { SearchIcon } from '../../components/ui/icons';
import { onDemand } from '../../lib/on-demand';

const SEARCH_PAGE = '/shop-grid-standard';
/** The suggestions' code loads when the box is first focused (search-suggestions.tsx). */
const SearchSuggestions = onDemand(() => import('./search-suggestions').then((m) => m.SearchSuggestions));

/**
 * The header's search: opens the catalogue filtered by the text (`?q=`). A plain GET form, so it works before
 * the app has started and without JavaScript (the server renders the filtered catalogue); once started, the
 * app opens the catalogue itself. The text is read from the form when it is sent, never kept in state: what
 * was typed before the start is not lost by hydration.
 */
export function SearchForm({ id, onDone }: { id: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [suggest, setSuggest] = useState(false);
  return (
    <search className="position-relative">
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
          inputRef={input}
          id={id}
          onFocus={() => setSuggest(true)}
          name="q"
          label={t('header.search')}
          type="search"
          // A combobox from the start (its suggestions come once it is focused): the same role throughout.
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          placeholder={t('header.searchPlaceholder')}
        />
        <button type="submit" className="btn btn-primary" aria-label={t('header.search')}>
          <SearchIcon />
        </button>
      </form>
      {suggest && (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} listId={`${id}-suggestions`} />
        </Suspense>
      )}
    </search>
  );
}
