import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenLabelInput } from '../../components/ui/form-field';
import { whenHydrated } from '../../lib/hydrate-in-turn';
import { useUniqueId } from '../../lib/use-unique-id';
import { CatalogueForm } from './catalogue-form';

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

  const box = () => {
    const input = form.current?.elements.namedItem('q');
    return input instanceof HTMLInputElement ? input : undefined;
  };
  const send = () => {
    clearTimeout(timer.current);
    const text = box()?.value.trim() ?? '';
    if (text !== search.current.value.trim()) search.current.onSearch(text);
  };
  const later = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(send, SEARCH_DEBOUNCE_MS);
  };
  // The address changed under the box (a link cleared the search, say): the box shows it.
  const shown = useRef(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: box reads the form's element
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    const input = box();
    if (input && input.value.trim() !== value.trim()) input.value = value;
  }, [value]);
  // Text typed before the start is applied like text typed after it, once every part of the page has been
  // hydrated; the pending timer ends with the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app has started
  useEffect(() => {
    const cancel = whenHydrated(() => {
      if (box()?.value.trim() !== search.current.value.trim()) later();
    });
    return () => {
      cancel();
      clearTimeout(timer.current);
    };
  }, []);

  return (
    <search>
      <CatalogueForm formRef={form} own={{ search: '' }} onSubmit={send}>
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
