import { type PedidoEstado, pedidoEstados } from '@mostrador/contract';
import { type FormEvent, useState } from 'react';
import { useApiDispatch } from '../../lib/api';
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

/**
 * The orders page's state: the number and state typed in the filter, the filter applied (on `submit`; a number
 * that names no order is refused, `numberInvalid`), and the list of the last 360 days' orders it matches, a page
 * at a time.
 */
export function useOrders(customerId: number) {
  const [numberText, setNumberText] = useState('');
  const [stateText, setStateText] = useState('');
  const [numberInvalid, setNumberInvalid] = useState(false);
  const [applied, setApplied] = useState<{ number: number | null; state: PedidoEstado | null }>({
    number: null,
    state: null,
  });
  const dispatch = useApiDispatch();
  const list = usePages(
    (offset) => fetchOrders(dispatch, customerId, { ...applied, ...last360Days() }, offset),
    `${customerId}|${applied.number}|${applied.state}`,
  );
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const number = orderNumberOf(numberText);
    setNumberInvalid(number === undefined);
    if (number === undefined) return;
    const state = (pedidoEstados as readonly string[]).includes(stateText)
      ? (stateText as PedidoEstado)
      : null;
    setApplied({ number, state });
  };
  return { list, numberText, setNumberText, stateText, setStateText, numberInvalid, submit };
}
