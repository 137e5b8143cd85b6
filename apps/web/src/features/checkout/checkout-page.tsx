import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/ui/form-field';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { useOptionLabels } from '../../lib/option-labels';
import { ProblemBox } from './checkout-problem';
import { CustomerFields } from './customer-fields';
import type { GuestField } from './guest-fields';
import { GuestFields } from './guest-form';
import { HeldConfirmation, OrderConfirmation } from './order-confirmation';
import { OrderDetailsCard, useOrderDetails } from './order-details';
import { type CheckoutLine, useCheckout } from './use-checkout';

/** /order-lookup, loaded with the checkout (app/commerce-pages.tsx). */
export { default as OrderLookupPage } from './order-lookup-page';

export type { CheckoutLine } from './use-checkout';

export interface CheckoutPageProps {
  lines: CheckoutLine[];
  /** The logged-in customer, or null for a guest; `viewOnly`: a viewer of the company, who never orders. */
  customer: { customerId: number; branchId: number; viewOnly?: boolean } | null;
  /** The cart's totals (the app hands in the cart's own view of them). */
  summary: ReactNode;
  /** Runs once the server has created the order (the app empties the cart there). */
  onOrdered: () => void;
  /** The customer's credit standing for this order (composed in app/): a warning, or a block. */
  credit?: { notice: ReactNode; blocked: boolean };
  /** What the stock changed in the cart as the checkout opened (the cart's own notice, composed in app/). */
  stockNotice?: ReactNode;
}

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
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = (field: GuestField) =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
  const orderDetails = useOrderDetails(customer?.customerId ?? null);
  const checkout = useCheckout({
    lines,
    customer,
    onOrdered,
    focusField,
    details: () => {
      const given = orderDetails.check();
      if (!given) focusFirstProblem(formRef.current);
      return given;
    },
  });
  const { created, busy, problem } = checkout;

  if (checkout.held) return <HeldConfirmation total={checkout.held.total} limit={checkout.held.limit} />;
  if (created) return <OrderConfirmation orderNumber={created.number} guestEmail={created.guestEmail} />;
  if (lines.length === 0) return <EmptyCheckout stockNotice={stockNotice} />;
  const nameOf = (id: number) => lines.find((l) => l.productId === id)?.name ?? `#${id}`;

  return (
    <div className="container py-4">
      <h1 className="h3 mb-4">{t('title')}</h1>
      {stockNotice}
      <form
        ref={formRef}
        onSubmit={checkout.submit}
        noValidate
        className="row g-4"
        data-testid="checkout-form"
      >
        <div className="col-lg-7">
          {customer ? (
            <CustomerFields
              customerId={customer.customerId}
              branch={checkout.branch}
              onBranch={checkout.setBranch}
            />
          ) : (
            <GuestFields
              form={checkout.guest}
              onChange={checkout.setGuestField}
              showErrors={checkout.showErrors}
            />
          )}
          <OrderDetailsCard state={orderDetails} />
          <NoteCard note={checkout.note} onNote={checkout.setNote} />
        </div>
        <div className="col-lg-5">
          <div className="card shadow-sm position-sticky" style={{ top: '1rem' }}>
            <div className="card-body">
              <h2 className="h5 mb-3">{t('yourOrder')}</h2>
              <OrderLines lines={lines} />
              {summary}
              {credit?.notice}
              {problem && <ProblemBox problem={problem} nameOf={nameOf} />}
              {customer?.viewOnly && (
                <p className="alert alert-info mt-3 mb-0" data-testid="viewer-cannot-order">
                  {t('viewerCannotOrder')}
                </p>
              )}
              <button
                type="submit"
                className="btn btn-primary btn-lg w-100 mt-3"
                disabled={busy || credit?.blocked === true || customer?.viewOnly === true}
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

/** Focuses the first field marked wrong (once the page has marked it). */
function focusFirstProblem(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The checkout of an empty cart: what the stock changed, and the way back to the shop. */
function EmptyCheckout({ stockNotice }: { stockNotice: ReactNode }) {
  const { t } = useTranslation('checkout');
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

/** The order's note. */
function NoteCard({ note, onNote }: { note: string; onNote: (note: string) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="card shadow-sm mt-4">
      <div className="card-body">
        <Field id="checkout-note" label={t('note')} strong>
          <textarea
            id="checkout-note"
            name="note"
            className="form-control"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => onNote(e.target.value)}
            placeholder={t('notePlaceholder')}
          />
        </Field>
      </div>
    </div>
  );
}

/** The order's lines: name, colour and size, quantity, the buyer's comment, and what the line costs. */
function OrderLines({ lines }: { lines: readonly CheckoutLine[] }) {
  const { t } = useTranslation('checkout');
  const format = useFormatMoney();
  const options = useOptionLabels();
  return (
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
  );
}
