import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/form-field';
import { Options } from '../../components/ui/options';
import type { Order, OrderFilterChoices } from '../../lib/api';
import type { DocumentColumn } from './document-table';
import type { FilterChoice, useOrders } from './use-orders';

/**
 * Whether the list is a company's with people or branches to tell apart: then each order says who placed it and
 * for which branch, and the filter chooses them (decision 0040). A buyer's list (no choices) is their own.
 */
export function companyChoices(choices: OrderFilterChoices | null): OrderFilterChoices | null {
  return choices && (choices.people.length > 0 || choices.branches.length > 1) ? choices : null;
}

/** The column of who placed an order (a person, or the company's own login) and, below, its branch. */
export function usePlacedByColumn(): DocumentColumn<Order> {
  const { t } = useTranslation('account');
  return {
    label: t('col.placedBy'),
    cell: (p) =>
      p.placedBy && (
        <span data-testid="order-placed-by">
          {p.placedBy.name ?? <span className="text-body-secondary">{t('orders.companyLogin')}</span>}
          {p.branch && <span className="d-block small text-body-secondary">{p.branch.name}</span>}
        </span>
      ),
  };
}

/**
 * One select of the orders' filter: its label, its first option ("any") and its id follow from its name
 * (`orders.<name>`, `orders.any<Name>`, `orders-<name>`).
 */
export function FilterSelect({
  orders,
  name,
  options,
  className = 'col-6 col-md-2',
}: {
  orders: ReturnType<typeof useOrders>;
  name: FilterChoice;
  options: readonly { value: string | number; text: string }[];
  className?: string;
}) {
  const { t } = useTranslation('account');
  const id = `orders-${name}`;
  return (
    <Field className={className} small id={id} label={t(`orders.${name}`)}>
      <select
        id={id}
        className="form-select form-select-sm"
        value={orders.chosen[name]}
        onChange={(e) => orders.choose(name, e.target.value)}
      >
        <option value="">{t(`orders.any${name.charAt(0).toUpperCase()}${name.slice(1)}`)}</option>
        <Options items={options} value={(o) => o.value} label={(o) => o.text} />
      </select>
    </Field>
  );
}

/** The filter's choice of who placed the orders (0: the company's own login) and of a branch. */
export function WhoAndWhereFilter({
  orders,
  choices,
}: {
  orders: ReturnType<typeof useOrders>;
  choices: OrderFilterChoices;
}) {
  const { t } = useTranslation('account');
  const named = (list: { id: number; name: string }[]) => list.map((x) => ({ value: x.id, text: x.name }));
  const company = { value: 0, text: t('orders.companyLogin') };
  return (
    <>
      <FilterSelect orders={orders} name="person" options={[company, ...named(choices.people)]} />
      <FilterSelect orders={orders} name="branch" options={named(choices.branches)} />
    </>
  );
}
