import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenLabelInput } from '../../components/ui/form-field';
import { useStarted } from '../../lib/use-started';
import { useUniqueId } from '../../lib/use-unique-id';

export const SEARCH_DEBOUNCE_MS = 400;

/** The catalogue's search (`nombreFull`): applies the text once typing pauses. Disabled until the app has started. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState(value);
  const id = useUniqueId();
  const started = useStarted();
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div>
      <HiddenLabelInput
        id={id}
        label={t('search')}
        type="search"
        placeholder={t('searchPlaceholder')}
        value={text}
        disabled={!started}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
