import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HiddenLabelInput } from '../../components/ui/form-field';
import { SearchIcon } from '../../components/ui/icons';
import { useStarted } from '../../lib/use-started';

/** The header's search: opens the catalogue filtered by the text (`?q=`). Disabled until the app has started. */
export function SearchForm({ id, onDone }: { id: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const started = useStarted();
  return (
    <search>
      <form
        className="input-group"
        onSubmit={(e) => {
          e.preventDefault();
          const q = text.trim();
          navigate(q ? `/shop-grid-standard?q=${encodeURIComponent(q)}` : '/shop-grid-standard');
          onDone?.();
        }}
      >
        <HiddenLabelInput
          id={id}
          label={t('header.search')}
          type="search"
          placeholder={t('header.searchPlaceholder')}
          value={text}
          disabled={!started}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" aria-label={t('header.search')} disabled={!started}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
