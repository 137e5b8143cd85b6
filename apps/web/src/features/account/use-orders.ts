import { type PedidoEstado, pedidoEstados } from '@mostrador/contract';
import { type FormEvent, useState } from 'react';
import { type OrderFilterChoices, useApiDispatch } from '../../lib/api';
import { fetchOrders } from './api/get-orders';
import { usePages } from './use-pages';

/** The last 360 days, as calendar dates (YYYY-MM-DD). */
export function last360Days(now: Date = new Date()): { from: string; to: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: day(new Date(now.getTime() - 360 * 86_400_000)), to: day(now) };
}

/**
 * The order number typed in the filter, as the list shows it (PE-4146) or bare (4146): null for an empty field
 * (no filter), undefined for text that names no order.
 */
export function orderNumberOf(text: string): number | null | undefined {
  const typed = text.trim();
  if (typed === '') return null;
  const digits = /^(?:[a-z]{1,5}\s*-?\s*)?#?(\d{1,9})$/i.exec(typed)?.[1];
  return digits === undefined ? undefined : Number(digits);
}

/** What a filter's choice of a person or branch means: '' any; a person's or branch's id; for a person, 0 the company's login. */
function chosenId(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The filter's selects. */
export type FilterChoice = 'state' | 'person' | 'branch';

type Applied = {
  number: number | null;
  state: PedidoEstado | null;
  personId: number | null;
  branchId: number | null;
};

/**
 * The orders page's state: the number, state, person and branch chosen in the filter, the filter applied (on
 * `submit`; a number that names no order is refused, `numberInvalid`), the list of the last 360 days' orders it
 * matches, a page at a time, and whom and which branch the company's orders can be filtered by (`choices`, from
 * the server's first page; null for a buyer, who sees only their own).
 */
export function useOrders(customerId: number) {
  const [numberText, setNumberText] = useState('');
  // What each select of the filter has chosen ('' any): a state, who placed the orders, their branch.
  const [chosen, setChosen] = useState<Record<FilterChoice, string>>({ state: '', person: '', branch: '' });
  const choose = (name: FilterChoice, value: string) => setChosen((old) => ({ ...old, [name]: value }));
  const [numberInvalid, setNumberInvalid] = useState(false);
  const [choices, setChoices] = useState<OrderFilterChoices | null>(null);
  const [applied, setApplied] = useState<Applied>({
    number: null,
    state: null,
    personId: null,
    branchId: null,
  });
  const dispatch = useApiDispatch();
  const list = usePages(async (offset) => {
    const page = await fetchOrders(dispatch, customerId, { ...applied, ...last360Days() }, offset);
    if ('items' in page && offset === 0) setChoices(page.choices ?? null);
    return page;
  }, `${customerId}|${applied.number}|${applied.state}|${applied.personId}|${applied.branchId}`);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const number = orderNumberOf(numberText);
    setNumberInvalid(number === undefined);
    if (number === undefined) return;
    const state = (pedidoEstados as readonly string[]).includes(chosen.state)
      ? (chosen.state as PedidoEstado)
      : null;
    setApplied({ number, state, personId: chosenId(chosen.person), branchId: chosenId(chosen.branch) });
  };
  return {
    list,
    choices,
    numberText,
    setNumberText,
    chosen,
    choose,
    numberInvalid,
    submit,
  };
}
