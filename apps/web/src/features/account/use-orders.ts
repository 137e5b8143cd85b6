import { type PedidoEstado, pedidoEstados } from '@mostrador/contract';
import { type FormEvent, useState } from 'react';
import { useApiDispatch } from '../../lib/api';
import { fetchPedidos } from './account-api';
import { usePages } from './use-pages';

/** The last 360 days, as calendar dates (YYYY-MM-DD). */
export function last360Days(now: Date = new Date()): { fechaini: string; fechafin: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { fechaini: day(new Date(now.getTime() - 360 * 86_400_000)), fechafin: day(now) };
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
export function useOrders(terceroid: number) {
  const [numberText, setNumberText] = useState('');
  const [stateText, setStateText] = useState('');
  const [numberInvalid, setNumberInvalid] = useState(false);
  const [applied, setApplied] = useState<{ numero: number | null; estado: PedidoEstado | null }>({
    numero: null,
    estado: null,
  });
  const dispatch = useApiDispatch();
  const list = usePages(
    (offset) => fetchPedidos(dispatch, terceroid, { ...applied, ...last360Days() }, offset),
    `${terceroid}|${applied.numero}|${applied.estado}`,
  );
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const numero = orderNumberOf(numberText);
    setNumberInvalid(numero === undefined);
    if (numero === undefined) return;
    const estado = (pedidoEstados as readonly string[]).includes(stateText)
      ? (stateText as PedidoEstado)
      : null;
    setApplied({ numero, estado });
  };
  return { list, numberText, setNumberText, stateText, setStateText, numberInvalid, submit };
}
