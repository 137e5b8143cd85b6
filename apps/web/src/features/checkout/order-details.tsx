import { isWorkingDay } from '@mostrador/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/form-field';
import { Options } from '../../components/ui/options';
import { type OrderDetailsInput, type OrderOptions, purchaseOrderRule } from '../../lib/api';
import { useGetOrderOptionsQuery } from './api/get-order-options';

/** What is wrong with a field of the purchase order's details (the server checks the same). */
export type DetailsProblems = Partial<
  Record<'purchaseOrder' | 'deliveryDate', 'required' | 'characters' | 'tooSoon' | 'weekend'>
>;

const NO_OPTIONS: OrderOptions = { methods: [], purchaseOrderRequired: false, earliestDelivery: '' };

/** The details' problems: a missing required purchase order, a date before the earliest or on a weekend. */
export function detailsProblems(details: OrderDetailsInput, options: OrderOptions): DetailsProblems {
  const problems: DetailsProblems = {};
  const purchaseOrder = details.purchaseOrder.trim();
  if (options.purchaseOrderRequired && purchaseOrder === '') problems.purchaseOrder = 'required';
  else if (!purchaseOrderRule.pattern.test(purchaseOrder)) problems.purchaseOrder = 'characters';
  const date = details.deliveryDate;
  if (date !== '' && options.earliestDelivery !== '' && date < options.earliestDelivery) {
    problems.deliveryDate = 'tooSoon';
  } else if (date !== '' && !isWorkingDay(date)) problems.deliveryDate = 'weekend';
  return problems;
}

/**
 * The purchase order's details at the checkout: the options the server gives (for the session's customer),
 * what was typed, and `check`, which gives the details to send, or null after marking what is wrong.
 */
export function useOrderDetails(customerId: number | null) {
  const options = useGetOrderOptionsQuery(customerId).data ?? NO_OPTIONS;
  const [details, setDetails] = useState<OrderDetailsInput>({
    purchaseOrder: '',
    deliveryDate: '',
    deliveryMethod: '',
  });
  const [shown, setShown] = useState<DetailsProblems>({});
  const method = details.deliveryMethod || (options.methods[0]?.code ?? '');
  const check = (): OrderDetailsInput | null => {
    const problems = detailsProblems(details, options);
    setShown(problems);
    if (Object.keys(problems).length > 0) return null;
    return { ...details, purchaseOrder: details.purchaseOrder.trim(), deliveryMethod: method };
  };
  const set = (change: Partial<OrderDetailsInput>) => {
    setDetails((d) => ({ ...d, ...change }));
    setShown({});
  };
  return { options, details: { ...details, deliveryMethod: method }, problems: shown, set, check };
}

export type OrderDetailsState = ReturnType<typeof useOrderDetails>;

function Problem({ id, text }: { id: string; text: string }) {
  return (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {text}
    </div>
  );
}

/** The card: purchase-order number, requested delivery date, and the method when there is a choice. */
export function OrderDetailsCard({ state }: { state: OrderDetailsState }) {
  const { t } = useTranslation('checkout');
  const { options, details, problems, set } = state;
  const po = problems.purchaseOrder;
  const date = problems.deliveryDate;
  return (
    <div className="card shadow-sm mt-4" data-testid="order-details">
      <div className="card-body row g-3">
        <h2 className="h5 mb-0">{t('details.title')}</h2>
        <Field
          id="checkout-po"
          className="col-md-6"
          label={t(options.purchaseOrderRequired ? 'details.purchaseOrderRequired' : 'details.purchaseOrder')}
        >
          <input
            id="checkout-po"
            name="purchaseOrder"
            className={`form-control${po ? ' is-invalid' : ''}`}
            maxLength={purchaseOrderRule.max}
            required={options.purchaseOrderRequired}
            aria-invalid={po ? true : undefined}
            aria-describedby={po ? 'checkout-po-problem' : undefined}
            value={details.purchaseOrder}
            onChange={(e) => set({ purchaseOrder: e.target.value })}
          />
          {po && (
            <Problem
              id="checkout-po-problem"
              text={t(po === 'required' ? 'details.purchaseOrderMissing' : 'details.purchaseOrderCharacters')}
            />
          )}
        </Field>
        <Field id="checkout-delivery-date" className="col-md-6" label={t('details.deliveryDate')}>
          <input
            id="checkout-delivery-date"
            name="deliveryDate"
            type="date"
            className={`form-control${date ? ' is-invalid' : ''}`}
            min={options.earliestDelivery || undefined}
            aria-invalid={date ? true : undefined}
            aria-describedby={date ? 'checkout-delivery-date-problem' : 'checkout-delivery-date-hint'}
            value={details.deliveryDate}
            onChange={(e) => set({ deliveryDate: e.target.value })}
          />
          {date ? (
            <Problem
              id="checkout-delivery-date-problem"
              text={t(`details.${date}`, { date: options.earliestDelivery })}
            />
          ) : (
            <div id="checkout-delivery-date-hint" className="form-text">
              {t('details.workingDays')}
            </div>
          )}
        </Field>
        {options.methods.length > 1 && (
          <Field id="checkout-delivery-method" className="col-12" label={t('details.deliveryMethod')}>
            <select
              id="checkout-delivery-method"
              name="deliveryMethod"
              className="form-select"
              value={details.deliveryMethod}
              onChange={(e) => set({ deliveryMethod: e.target.value })}
            >
              <Options items={options.methods} value={(m) => m.code} label={(m) => m.name} />
            </select>
          </Field>
        )}
      </div>
    </div>
  );
}
