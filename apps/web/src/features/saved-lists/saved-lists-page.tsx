import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/ui/form-field';
import { LiveMessage } from '../../components/ui/live-message';
import type { ListLine, ListSummary } from '../../lib/api';
import { useDocumentTitle } from '../../lib/document-title';
import { localeOf } from '../../lib/i18n';
import { type LoadedItem, useSavedLists } from './use-saved-lists';

export interface SavedListsPageProps {
  customerId: number;
  /** The cart now: one entry a line. */
  cart: ListLine[];
  /** Puts a list's products in the cart, each in its colour and size (the app wires the cart in). */
  onLoad: (items: LoadedItem[]) => void;
  /** Navigation of the customer area (composed in app/). */
  nav?: ReactNode;
}

/** /listas: save the cart as a named list, and load a saved list into the cart (from any browser). */
export default function SavedListsPage({ customerId, cart, onLoad, nav }: SavedListsPageProps) {
  const { t } = useTranslation('saved-lists');
  useDocumentTitle(t('title'));
  const page = useSavedLists(customerId, cart, onLoad);
  const { lists, message, name } = page;
  return (
    <div className="container py-4">
      {nav}
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <form className="row g-2 align-items-end mb-4" onSubmit={page.save} data-testid="save-list-form">
        <Field className="col-sm-6 col-md-4" small id="list-name" label={t('name')}>
          <input
            id="list-name"
            className="form-control"
            value={name}
            maxLength={80}
            onChange={(e) => page.setName(e.target.value)}
          />
        </Field>
        <div className="col-auto">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={cart.length === 0 || !name.trim() || page.saving}
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
      <LiveMessage
        message={message}
        testId="saved-lists-message"
        after={message?.tone === 'success' && <Link to="/cart">{t('viewCart')}</Link>}
      />
      <h2 className="h5">{t('yourLists')}</h2>
      {lists.isError && <p className="text-danger">{t('failed')}</p>}
      {lists.data && lists.data.length === 0 && <p className="text-body-secondary">{t('none')}</p>}
      <ul className="list-group" data-testid="saved-lists">
        {(lists.data ?? []).map((l) => (
          <SavedListItem
            key={l.id}
            list={l}
            load={() => page.load(l.id, l.name)}
            remove={() => page.remove(l.id)}
          />
        ))}
      </ul>
    </div>
  );
}

/** One saved list: its name, lines, units and last change, with Load and Remove. */
function SavedListItem({
  list: l,
  load,
  remove,
}: {
  list: ListSummary;
  load: () => void;
  remove: () => void;
}) {
  const { t, i18n } = useTranslation('saved-lists');
  const dateFormat = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" data-testid="saved-list">
      <div className="me-auto">
        <div className="fw-semibold">{l.name}</div>
        <div className="small text-body-secondary">
          {t('summary', {
            count: l.lines,
            units: l.units,
            date: dateFormat.format(new Date(l.updatedAt)),
          })}
        </div>
      </div>
      {(
        [
          ['load', load, 'btn-primary'],
          ['remove', remove, 'btn-outline-danger'],
        ] as const
      ).map(([action, onClick, tone]) => (
        <button
          key={action}
          type="button"
          className={`btn btn-sm ${tone}`}
          onClick={onClick}
          aria-label={t(`${action}Named`, { name: l.name })}
        >
          {t(action)}
        </button>
      ))}
    </li>
  );
}
