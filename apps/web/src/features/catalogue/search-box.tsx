import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenLabelInput } from '../../components/ui/form-field';
import { useUniqueId } from '../../lib/use-unique-id';
import { CatalogueForm, fieldOf } from './catalogue-form';

export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The catalogue's search (`nombreFull`, the address's `q`), a catalogue form: Enter searches before the app has
 * started and without JavaScript. Once started, the app applies the text when typing pauses or at Enter. The
 * box is not bound to state: what was typed before the start is kept through hydration and applied once the
 * page has been hydrated.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('catalogue');
  const id = useUniqueId();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = useRef({ value, onSearch });
  search.current = { value, onSearch };

  const send = () => {
    clearTimeout(timer.current);
    const text = fieldOf(form, 'q')?.value.trim() ?? '';
    if (text !== search.current.value.trim()) search.current.onSearch(text);
  };
  const later = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(send, SEARCH_DEBOUNCE_MS);
  };
  // The pending search ends with the page.
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <search>
      <CatalogueForm
        formRef={form}
        own={{ search: '' }}
        shows={{ q: value }}
        onSubmit={send}
        // Text typed before the start is searched like text typed after it.
        onStart={() => {
          if (fieldOf(form, 'q')?.value.trim() !== search.current.value.trim()) later();
        }}
      >
        <HiddenLabelInput
          id={id}
          name="q"
          label={t('search')}
          type="search"
          placeholder={t('searchPlaceholder')}
          defaultValue={value}
          onInput={later}
        />
      </CatalogueForm>
    </search>
  );
}
