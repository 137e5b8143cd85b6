import type { Minor } from '@mostrador/domain';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/ui/form-field';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { noticeText } from '../../lib/notify';
import { useOptionLabels } from '../../lib/option-labels';
import { type NewOrder, type PlacedOrder, usePlaceOrderMutation } from './api/place-order';
import { clearDraft, readDraft, saveDraft } from './checkout-draft';
import { CustomerFields } from './customer-fields';
import { type GuestField, type GuestForm, invalidFields } from './guest-fields';
import { GuestFields } from './guest-form';
import { endAttempt, keyForAttempt } from './order-attempt';
import { OrderConfirmation } from './order-confirmation';

/** /order-lookup, loaded with the checkout (app/commerce-pages.tsx). */
export { default as OrderLookupPage } from './order-lookup-page';

export interface CheckoutLine {
  productId: number;
  name: string;
  code: string;
  /**
   * The line's colour and size codes ('' for none): shown in the reader's words, and sent with the line so the
   * server holds to the size's stock.
   */
  color?: string;
  size?: string;
  quantity: number;
  /** Unit price after the tier rule (priceF). */
  unitPrice: Minor;
  comment: string;
}

export interface CheckoutPageProps {
  lines: CheckoutLine[];
  /** The logged-in customer, or null for a guest. */
  customer: { terceroid: number; tercerosucid: number } | null;
  /** The cart's totals (the app hands in the cart's own view of them). */
  summary: ReactNode;
  /** Runs once the server has created the order (the app empties the cart there). */
  onOrdered: () => void;
  /** The customer's credit standing for this order (composed in app/): a warning, or a block. */
  credit?: { notice: ReactNode; blocked: boolean };
  /** What the stock changed in the cart as the checkout opened (the cart's own notice, composed in app/). */
  stockNotice?: ReactNode;
}

type Problem =
  | Exclude<PlacedOrder, { kind: 'created' }>
  | { kind: 'refused'; msj: string }
  /** No answer at all: the same attempt may be sent again with the same key. */
  | { kind: 'network' }
  | null;

/** /checkout: who orders and where it goes, the lines and totals, and one "place order". */
export default function CheckoutPage({
  lines,
  customer,
  summary,
  onOrdered,
  credit,
  stockNotice,
}: CheckoutPageProps) {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('title'));
  const format = useFormatMoney();
  const options = useOptionLabels();
  // The draft is the customer's who opened the checkout: a session that ends while it is open (its state
  // reset before the page goes) leaves it theirs, not a guest's that anyone could read in this tab.
  const [typedFor] = useState(customer?.terceroid ?? null);
  const [draft] = useState(() => readDraft(typedFor));
  const [guest, setGuest] = useState<GuestForm>(draft.guest);
  const [showErrors, setShowErrors] = useState(false);
  const [branch, setBranch] = useState<number | null>(customer?.tercerosucid ?? null);
  const [note, setNote] = useState(draft.note);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [created, setCreated] = useState<{ numero: number; guestEmail: string | null } | null>(null);
  const sending = useRef(false);
  const [placeOrder] = usePlaceOrderMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!created) saveDraft({ guest, note }, typedFor);
  }, [guest, note, created, typedFor]);

  if (created) return <OrderConfirmation numero={created.numero} guestEmail={created.guestEmail} />;

  if (lines.length === 0) {
    return (
      <div className="container py-5 text-center" data-testid="checkout-empty">
        <h1 className="h3">{t('title')}</h1>
        <div className="text-start">{stockNotice}</div>
        <p className="text-body-secondary">{t('emptyCart')}</p>
        <Link to="/shop-grid-standard" className="btn btn-primary">
          {t('continueShopping')}
        </Link>
      </div>
    );
  }

  const newOrder = (): NewOrder | null => {
    if (customer) {
      if (branch === null) return null;
      return { kind: 'customer', branch, note, lines };
    }
    const bad = invalidFields(guest);
    if (bad.length > 0) {
      setShowErrors(true);
      focusField(bad[0]);
      return null;
    }
    return { kind: 'guest', guest, note, lines };
  };

  const focusField = (field: GuestField | undefined) => {
    if (!field) return;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return; // a double click sends one request
    const order = newOrder();
    if (!order) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    const placed = await placeOrder({ order, idempotencyKey: keyForAttempt(order) });
    sending.current = false;
    setBusy(false);
    if (placed.error) {
      if ('status' in placed.error && placed.error.status === 'FETCH_ERROR') {
        setProblem({ kind: 'network' }); // the same attempt (and key) is sent again on the next click
        return;
      }
      endAttempt();
      setProblem({ kind: 'refused', msj: 'msj' in placed.error ? placed.error.msj : '' });
      return;
    }
    endAttempt();
    const outcome = placed.data;
    if (outcome.kind === 'created') {
      clearDraft();
      setCreated({ numero: outcome.numero, guestEmail: order.kind === 'guest' ? order.guest.Email : null });
      onOrdered();
      window.scrollTo({ top: 0 });
      return;
    }
    setProblem(outcome);
  };

  const nameOf = (id: number) => lines.find((l) => l.productId === id)?.name ?? `#${id}`;

  return (
    <div className="container py-4">
      <h1 className="h3 mb-4">{t('title')}</h1>
      {stockNotice}
      <form ref={formRef} onSubmit={submit} noValidate className="row g-4" data-testid="checkout-form">
        <div className="col-lg-7">
          {customer ? (
            <CustomerFields terceroid={customer.terceroid} branch={branch} onBranch={setBranch} />
          ) : (
            <GuestFields
              form={guest}
              onChange={(field, value) =>
                setGuest((g) => ({
                  ...g,
                  [field]: value,
                  ...(field === 'Departamento' ? { Ciudad: '' } : {}),
                }))
              }
              showErrors={showErrors}
            />
          )}
          <div className="card shadow-sm mt-4">
            <div className="card-body">
              <Field id="checkout-note" label={t('note')} strong>
                <textarea
                  id="checkout-note"
                  name="Observacion"
                  className="form-control"
                  rows={3}
                  maxLength={500}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                  placeholder={t('notePlaceholder')}
                />
              </Field>
            </div>
          </div>
        </div>
        <div className="col-lg-5">
          <div className="card shadow-sm position-sticky" style={{ top: '1rem' }}>
            <div className="card-body">
              <h2 className="h5 mb-3">{t('yourOrder')}</h2>
              <ul className="list-unstyled small mb-3">
                {lines.map((l) => {
                  const variant = options.variant(l.color, l.size);
                  return (
                    <li
                      key={`${l.productId}-${l.code}-${l.color}-${l.size}-${l.quantity}`}
                      className="d-flex justify-content-between gap-2 py-1 border-bottom"
                    >
                      <span>
                        {l.name}
                        {variant && (
                          <span className="text-body-secondary" data-testid="checkout-variant">
                            {' '}
                            · {variant}
                          </span>
                        )}{' '}
                        <span className="text-body-secondary text-nowrap">× {l.quantity}</span>
                        {l.comment && (
                          <span className="d-block text-body-secondary fst-italic">
                            {t('quoted', { text: l.comment })}
                          </span>
                        )}
                      </span>
                      <span className="text-nowrap">{format(l.unitPrice, l.quantity)}</span>
                    </li>
                  );
                })}
              </ul>
              {summary}
              {credit?.notice}
              {problem && <ProblemBox problem={problem} nameOf={nameOf} />}
              <button
                type="submit"
                className="btn btn-primary btn-lg w-100 mt-3"
                disabled={busy || credit?.blocked === true}
                aria-busy={busy}
                data-testid="place-order"
              >
                {busy ? t('placing') : t('placeOrder')}
              </button>
              <Link to="/cart" className="btn btn-link w-100 mt-1">
                {t('backToCart')}
              </Link>
            </div>
          </div>
        </div>
      </form>
    </div>
  );
}

function ProblemBox({ problem, nameOf }: { problem: NonNullable<Problem>; nameOf: (id: number) => string }) {
  const { t } = useTranslation('checkout');
  const options = useOptionLabels();
  if (problem.kind === 'network') {
    return (
      <div className="alert alert-warning mt-3 mb-0" role="alert" data-testid="checkout-network">
        <strong>{t('network')}</strong>
        <div className="small">{t('networkHint')}</div>
      </div>
    );
  }
  if (problem.kind === 'stock') {
    return (
      <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="checkout-stock">
        <strong>{t('stockTitle')}</strong>
        <ul className="mb-0 small">
          {problem.short.map((s) => {
            // A size short of its own stock is named with its colour and size, as the cart line is.
            const variant = options.variant(s.color, s.size);
            const name = variant ? `${nameOf(s.productId)} (${variant})` : nameOf(s.productId);
            return (
              <li key={`${s.productId}-${s.color ?? ''}-${s.size ?? ''}`}>
                {t('stockLine', { name, asked: s.requested, available: s.available })}
              </li>
            );
          })}
        </ul>
        <div className="small mt-1">{t('stockHint')}</div>
      </div>
    );
  }
  return (
    <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="checkout-refused">
      <strong>{t('refused')}</strong>
      {problem.msj && <div className="small">{noticeText(problem.msj)}</div>}
    </div>
  );
}
