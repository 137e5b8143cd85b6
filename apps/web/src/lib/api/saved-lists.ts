import type { SavedList, SavedListSummary } from '@mostrador/contract';
import type { ListSummary } from '@mostrador/domain';
import type { QueryParams } from './http';

export type { ListSummary };

import { type SavedProduct, savedProductFromWire } from './saved-product';

/** A quantity of a product, in a colour and size for a product in sizes: a cart line as a saved list keeps it. */
export interface ListLine {
  productId: number;
  quantity: number;
  color: string | null;
  size: string | null;
}

/**
 * A line's product and quantity in the server's words, with the shop's own colour and size keys for a product in
 * sizes (the server checks a size's own stock with them): a saved list's line, or an order's.
 */
export function wireLine(l: {
  productId: number;
  quantity: number;
  color?: string | null | undefined;
  size?: string | null | undefined;
}) {
  return {
    Productoid: l.productId,
    Cantidad: l.quantity,
    ...(l.color && l.size ? { Color: l.color, Talla: l.size } : {}),
  };
}

/** A saved list with its products now (null: no longer sold). */
export interface ListWithProducts {
  id: number;
  name: string;
  /**
   * `choosesSize`: the product comes in colours and sizes and the line names none it has (saved before lists
   * kept sizes, or a size gone since); it goes into the cart from its page.
   */
  lines: Array<ListLine & { name: string; product: SavedProduct | null; choosesSize: boolean }>;
}

/** The body of ListaApi/Guardar. */
export function saveListBody(name: string, lines: readonly ListLine[]) {
  return {
    Nombre: name,
    Lineas: lines.map(wireLine),
  };
}

export function toListWithProducts(list: SavedList): ListWithProducts {
  return {
    id: list.listaid,
    name: list.nombre,
    lines: list.Lineas.map((l) => ({
      productId: l.Productoid,
      name: l.Nombre,
      quantity: l.Cantidad,
      color: l.Color ?? null,
      size: l.Talla ?? null,
      product: l.Producto ? savedProductFromWire(l.Producto) : null,
      choosesSize: l.ElegirTalla ?? false,
    })),
  };
}

export function toListSummary(l: SavedListSummary): ListSummary {
  return { id: l.listaid, name: l.nombre, lines: l.lineas, units: l.unidades, updatedAt: l.actualizada };
}

/** The query naming one of the customer's lists (ListaApi/Lista, ListaApi/Eliminar). */
export function listParams(customerId: number, listId: number): QueryParams {
  return { terceroid: customerId, listaid: listId };
}

/** What a save or a removal answers: the list's id. */
export function toListId(answer: { listaid: number }): { listId: number } {
  return { listId: answer.listaid };
}
