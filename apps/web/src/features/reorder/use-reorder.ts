import { clampToStock } from '@mostrador/domain';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { PastOrderLine, ReorderSource, SavedProduct } from '../../lib/api';
import { useGetReorderLinesQuery } from './api/get-reorder-lines';

/** A line for the cart, in its colour and size. */
export interface ReorderItem {
  product: SavedProduct;
  quantity: number;
  color: string | null;
  size: string | null;
}

export const orderable = (l: PastOrderLine) =>
  l.product !== null && l.stock > 0 && l.problem !== 'elegir_talla';
/** The past order's quantity, within today's stock (0 when none is left). */
const defaultQuantity = (l: PastOrderLine) => clampToStock(l.quantity, l.stock).quantity;

/** The quantity typed for a line, within its stock; 0 when it is not a whole number above 0. */
export function quantityOf(line: PastOrderLine, typed: string | undefined): number {
  const n = Number(typed);
  return Number.isInteger(n) && n > 0 ? clampToStock(n, line.stock).quantity : 0;
}

/** The lines chosen, with a quantity they can take, for the cart. */
export function selectedItems(
  lines: readonly PastOrderLine[],
  chosen: readonly boolean[],
  quantities: readonly string[],
): ReorderItem[] {
  return lines.flatMap((l, index) => {
    const quantity = quantityOf(l, quantities[index]);
    return l.product && orderable(l) && chosen[index] && quantity > 0
      ? [{ product: l.product, quantity, color: l.color, size: l.size }]
      : [];
  });
}

/**
 * What the address names: an order (`/pedidos/:orderId/reordenar`) or an invoice
 * (`/facturas/:invoiceId/reordenar`); `id` NaN when its number is not one.
 */
function useSource(): { source: ReorderSource; invoice: boolean; id: number } {
  const { orderId, invoiceId } = useParams();
  if (invoiceId !== undefined) {
    const id = Number(invoiceId);
    return { source: { invoiceId: id }, invoice: true, id };
  }
  const id = Number(orderId);
  return { source: { orderId: id }, invoice: false, id };
}

const replaced = <T>(list: readonly T[], index: number, value: T) =>
  list.map((was, i) => (i === index ? value : was));

/**
 * The reorder page's state: the past order's or invoice's lines (`query`, `data`), which of them are chosen
 * (at first every one that can be ordered) and the quantities typed (at first the past ones, within today's
 * stock), a line at a time (a product in two sizes is two lines); `add` hands the chosen ones to the cart.
 */
export function useReorder(customerId: number, onAddToCart: (items: ReorderItem[]) => void) {
  const { source, invoice, id } = useSource();
  const query = useGetReorderLinesQuery({ customerId, source }, { skip: !Number.isInteger(id) });
  const data = query.currentData;
  const [chosen, setChosen] = useState<boolean[]>([]);
  const [quantities, setQuantities] = useState<string[]>([]);
  const [added, setAdded] = useState<number | null>(null);

  useEffect(() => {
    if (!data) return;
    setChosen(data.lines.map(orderable));
    setQuantities(data.lines.map((l) => String(defaultQuantity(l))));
  }, [data]);

  const selected = data ? selectedItems(data.lines, chosen, quantities) : [];
  return {
    query,
    data,
    invoice,
    chosen,
    quantities,
    selected,
    added,
    choose: (index: number, on: boolean) => setChosen((c) => replaced(c, index, on)),
    typeQuantity: (index: number, typed: string) => setQuantities((q) => replaced(q, index, typed)),
    add: () => {
      if (selected.length === 0) return;
      onAddToCart(selected);
      setAdded(selected.length);
    },
  };
}
