import { stockOf, variantProduct } from '@mostrador/domain';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListLine, type ListWithProducts, type SavedProduct, useApiDispatch } from '../../lib/api';
import { noticeText } from '../../lib/notify';
import { useOptionLabels } from '../../lib/option-labels';
import { fetchSavedList } from './api/get-saved-list';
import { useGetSavedListsQuery } from './api/get-saved-lists';
import { useRemoveListMutation } from './api/remove-list';
import { useSaveListMutation } from './api/save-list';

/** A list's line for the cart, in its colour and size. */
export type LoadedItem = Omit<ListLine, 'productId'> & { product: SavedProduct };
export interface ListMessage {
  tone: 'success' | 'danger';
  text: string;
}

/**
 * What loading `list` puts in the cart, and what it says: the lines in stock (a line in a colour and size
 * counts that size's own stock), the ones left out named with their colour and size (`variant`), and the
 * products in sizes whose line names none they have (they go in from their page, where the size is chosen).
 */
export function loadOutcome(
  list: ListWithProducts,
  listName: string,
  variant: (color: string | null, size: string | null) => string,
  t: TFunction<'saved-lists'>,
): { items: LoadedItem[]; message: ListMessage } {
  const inStock = (l: (typeof list.lines)[number]) =>
    l.product !== null && (stockOf(variantProduct(l.product, l.color, l.size)) ?? 0) > 0;
  const available = list.lines.filter(inStock);
  const missing = list.lines
    .filter((l) => !inStock(l))
    .map((l) => [l.name, variant(l.color, l.size)].filter(Boolean).join(' · '));
  const inSizes = [...new Set(available.filter((l) => l.choosesSize).map((l) => l.product?.name ?? ''))];
  const items = available.flatMap(({ product, quantity, color, size, choosesSize }) =>
    product && !choosesSize ? [{ product, quantity, color, size }] : [],
  );
  const text = [
    t('loaded', { count: items.length, name: listName }),
    missing.length > 0 ? t('skipped', { count: missing.length, names: missing.join(', ') }) : '',
    inSizes.length > 0 ? t('inSizes', { count: inSizes.length, names: inSizes.join(', ') }) : '',
  ];
  return {
    items,
    message: {
      tone: missing.length + inSizes.length > 0 ? 'danger' : 'success',
      text: text.filter(Boolean).join(' '),
    },
  };
}

/**
 * The saved lists page's state: the customer's lists, the name typed, `save` (the cart as a list of that
 * name), `load` (a list into the cart through `onLoad`: what is in stock) and `remove`; `message` says what
 * the last of them did.
 */
export function useSavedLists(customerId: number, cart: ListLine[], onLoad: (items: LoadedItem[]) => void) {
  const { t } = useTranslation('saved-lists');
  const label = useOptionLabels();
  const lists = useGetSavedListsQuery(customerId, { refetchOnMountOrArgChange: true });
  const [saveList, saving] = useSaveListMutation();
  const dispatch = useApiDispatch();
  const [removeList] = useRemoveListMutation();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<ListMessage | null>(null);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!name.trim() || cart.length === 0) return;
    const result = await saveList({ customerId, name: name.trim(), lines: cart });
    if ('error' in result && result.error) {
      const text = 'msj' in result.error ? noticeText(String(result.error.msj)) : t('failed');
      setMessage({ tone: 'danger', text });
      return;
    }
    setMessage({ tone: 'success', text: t('saved', { name: name.trim() }) });
    setName('');
  };

  const load = async (listId: number, listName: string) => {
    const list = await fetchSavedList(dispatch, customerId, listId);
    if ('error' in list) {
      setMessage({ tone: 'danger', text: list.error });
      return;
    }
    const outcome = loadOutcome(list, listName, label.variant, t);
    if (outcome.items.length > 0) onLoad(outcome.items);
    setMessage(outcome.message);
  };

  return {
    lists,
    saving: saving.isLoading,
    name,
    setName,
    message,
    save,
    load,
    remove: (listId: number) => removeList({ customerId, listId }),
  };
}
