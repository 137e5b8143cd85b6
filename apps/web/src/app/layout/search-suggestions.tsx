import type { Minor } from '@mostrador/domain';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetProductsQuery } from '../../features/catalogue/api/get-products';
import { useGetCategoriesQuery } from '../../lib/api/get-categories';
import { useFormatMoney } from '../../lib/currency';

/** Products suggested (the search's first ones), and categories. */
const PRODUCTS = 6;
const CATEGORIES = 3;
/** Suggestions follow the text when typing pauses this long. */
const PAUSE_MS = 150;

interface Option {
  key: string;
  href: string;
  name: string;
  picture?: string | undefined;
  price?: Minor | undefined;
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The products the search finds first and the categories whose name has every word typed. */
function useOptions(text: string): Option[] {
  const skip = text.length < 2;
  const products = useGetProductsQuery({ search: text, pageSize: PRODUCTS }, { skip });
  const tree = useGetCategoriesQuery(undefined, { skip });
  if (skip) return [];
  const words = plain(text).split(/\s+/).filter(Boolean);
  const categories = (tree.data ?? [])
    .filter((c) => words.every((w) => plain(c.name).includes(w)))
    .slice(0, CATEGORIES)
    .map((c) => ({ key: `c${c.id}`, href: `/shop-grid-standard?cat=${c.id}`, name: c.name }));
  const found = (products.data?.items ?? []).map((p) => ({
    key: `p${p.id}`,
    href: `/product/${p.id}`,
    name: p.name,
    picture: p.images[0],
    price: p.unitPrice,
  }));
  return [...categories, ...found];
}

/** The input's combobox state (WAI-ARIA combobox with a list box): the text, open, the active option. */
function useCombobox(
  input: RefObject<HTMLInputElement | null>,
  options: Option[],
  listId: string,
  setText: (text: string) => void,
) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const state = useRef({ options, active, open });
  state.current = { options, active, open };
  const shown = open && options.length > 0;

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setText(box.value.trim()), PAUSE_MS);
      setOpen(true);
      setActive(-1);
    };
    const onKey = (e: KeyboardEvent) => {
      const { options: list, active: at, open: isOpen } = state.current;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setOpen(true);
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive(list.length === 0 ? -1 : (at + step + list.length) % list.length);
      } else if (e.key === 'Escape' && isOpen) {
        setOpen(false);
        setActive(-1);
      } else if (e.key === 'Enter' && isOpen && list[at]) {
        e.preventDefault();
        setOpen(false);
        navigate(list[at].href);
      }
    };
    const onBlur = () => setOpen(false);
    box.setAttribute('aria-controls', listId);
    box.addEventListener('input', onInput);
    box.addEventListener('keydown', onKey);
    box.addEventListener('blur', onBlur);
    return () => {
      clearTimeout(timer);
      box.removeEventListener('input', onInput);
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('blur', onBlur);
    };
  }, [input, listId, navigate, setText]);

  useEffect(() => {
    const box = input.current;
    box?.setAttribute('aria-expanded', String(shown));
    const option = shown ? options[active] : undefined;
    if (option) box?.setAttribute('aria-activedescendant', `${listId}-${option.key}`);
    else box?.removeAttribute('aria-activedescendant');
  }, [input, listId, shown, options, active]);

  const pick = (option: Option) => {
    setOpen(false);
    navigate(option.href);
  };
  return { shown, active, pick };
}

/**
 * The header search's suggestions as the visitor types: categories, then products (picture, name, price at
 * the visitor's level). Loaded when the search box is first focused, so the shop's first load does not carry
 * it; it makes the box a combobox (arrows move, Enter opens, Escape closes; the active option is announced).
 */
export function SearchSuggestions({
  input,
  listId,
}: {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
}) {
  const { t } = useTranslation('catalogue');
  const money = useFormatMoney();
  const [text, setText] = useState(() => input.current?.value.trim() ?? '');
  const options = useOptions(text);
  const combobox = useCombobox(input, options, listId, setText);
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t('suggestions')}
      className="search-suggestions list-group position-absolute w-100 shadow"
      hidden={!combobox.shown}
    >
      {options.map((o, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox (arrows and Enter), as the pattern has it
        <div
          key={o.key}
          id={`${listId}-${o.key}`}
          role="option"
          tabIndex={-1}
          aria-selected={i === combobox.active}
          className={`list-group-item list-group-item-action d-flex align-items-center gap-2${i === combobox.active ? ' active' : ''}`}
          // Keeps the focus in the box (its blur would close the list before the click).
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => combobox.pick(o)}
        >
          {o.picture ? (
            <img src={o.picture} alt="" width="40" height="40" />
          ) : (
            <span className="badge text-bg-secondary">{t('suggestedCategory')}</span>
          )}
          <span className="flex-grow-1">{o.name}</span>
          {o.price !== undefined && <span className="text-nowrap">{money(o.price)}</span>}
        </div>
      ))}
    </div>
  );
}
