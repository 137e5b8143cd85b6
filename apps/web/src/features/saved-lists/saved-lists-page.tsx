import { stockOf, variantProduct } from '@mostrador/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/ui/form-field';
import { type ListLine, type SavedProduct, useApiDispatch } from '../../lib/api';
import { useDocumentTitle } from '../../lib/document-title';
import { localeOf } from '../../lib/i18n';
import { noticeText } from '../../lib/notify';
import { useOptionLabels } from '../../lib/option-labels';
import {
  fetchSavedList,
  useRemoveListMutation,
  useSavedListsQuery,
  useSaveListMutation,
} from './saved-lists-api';

export interface SavedListsPageProps {
  terceroid: number;
  /** The cart now: one entry a line. */
  cart: ListLine[];
  /** Puts a list's products in the cart, each in its colour and size (the app wires the cart in). */
  onLoad: (items: Array<Omit<ListLine, 'productId'> & { product: SavedProduct }>) => void;
  /** Navigation of the customer area (composed in app/). */
  nav?: ReactNode;
}

/** /listas: save the cart as a named list, and load a saved list into the cart (from any browser). */
export default function SavedListsPage({ terceroid, cart, onLoad, nav }: SavedListsPageProps) {
  const { t, i18n } = useTranslation('saved-lists');
  const label = useOptionLabels();
  useDocumentTitle(t('title'));
  const lists = useSavedListsQuery(terceroid, { refetchOnMountOrArgChange: true });
  const [saveList, saving] = useSaveListMutation();
  const dispatch = useApiDispatch();
  const [removeList] = useRemoveListMutation();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const dateFormat = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || cart.length === 0) return;
    const result = await saveList({
      terceroid,
      name: name.trim(),
      lines: cart,
    });
    if ('error' in result && result.error) {
      setMessage({
        tone: 'danger',
        text: 'msj' in result.error ? noticeText(String(result.error.msj)) : t('failed'),
      });
      return;
    }
    setMessage({ tone: 'success', text: t('saved', { name: name.trim() }) });
    setName('');
  };

  const load = async (listaid: number, listName: string) => {
    const list = await fetchSavedList(dispatch, terceroid, listaid);
    if ('error' in list) {
      setMessage({ tone: 'danger', text: list.error });
      return;
    }
    // A line in a colour and size counts that size's own stock.
    const inStock = (l: (typeof list.lines)[number]) =>
      l.product !== null && (stockOf(variantProduct(l.product, l.color, l.size)) ?? 0) > 0;
    const available = list.lines.filter(inStock);
    // The lines left out, named with their colour and size, so the buyer knows what to replace.
    const missing = list.lines
      .filter((l) => !inStock(l))
      .map((l) => [l.name, label.variant(l.color, l.size)].filter(Boolean).join(' · '));
    // A product in sizes whose line names none it has goes in from its page, where its size is chosen.
    const inSizes = [...new Set(available.filter((l) => l.choosesSize).map((l) => l.product?.name ?? ''))];
    const items = available.flatMap(({ product, quantity, color, size, choosesSize }) =>
      product && !choosesSize ? [{ product, quantity, color, size }] : [],
    );
    if (items.length > 0) onLoad(items);
    setMessage({
      tone: missing.length + inSizes.length > 0 ? 'danger' : 'success',
      text: [
        t('loaded', { count: items.length, name: listName }),
        missing.length > 0 ? t('skipped', { count: missing.length, names: missing.join(', ') }) : '',
        inSizes.length > 0 ? t('inSizes', { count: inSizes.length, names: inSizes.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    });
  };

  return (
    <div className="container py-4">
      {nav}
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <form className="row g-2 align-items-end mb-4" onSubmit={submit} data-testid="save-list-form">
        <Field className="col-sm-6 col-md-4" small id="list-name" label={t('name')}>
          <input
            id="list-name"
            className="form-control"
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <div className="col-auto">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={cart.length === 0 || !name.trim() || saving.isLoading}
          >
            {t('saveCart', { count: cart.length })}
          </button>
        </div>
        {cart.length === 0 && (
          <div className="col-12 small text-body-secondary">
            {t('emptyCart')} <Link to="/quick-order">{t('quickOrder')}</Link>
          </div>
        )}
      </form>
      <div aria-live="polite">
        {message && (
          <p className={`alert alert-${message.tone} py-2`} data-testid="saved-lists-message">
            {message.text} {message.tone === 'success' && <Link to="/cart">{t('viewCart')}</Link>}
          </p>
        )}
      </div>
      <h2 className="h5">{t('yourLists')}</h2>
      {lists.isError && <p className="text-danger">{t('failed')}</p>}
      {lists.data && lists.data.length === 0 && <p className="text-body-secondary">{t('none')}</p>}
      <ul className="list-group" data-testid="saved-lists">
        {(lists.data ?? []).map((l) => (
          <li
            key={l.listaid}
            className="list-group-item d-flex flex-wrap gap-2 align-items-center"
            data-testid="saved-list"
          >
            <div className="me-auto">
              <div className="fw-semibold">{l.nombre}</div>
              <div className="small text-body-secondary">
                {t('summary', {
                  count: l.lineas,
                  units: l.unidades,
                  date: dateFormat.format(new Date(l.actualizada)),
                })}
              </div>
            </div>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => load(l.listaid, l.nombre)}
              aria-label={t('loadNamed', { name: l.nombre })}
            >
              {t('load')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => removeList({ terceroid, listaid: l.listaid })}
              aria-label={t('removeNamed', { name: l.nombre })}
            >
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
