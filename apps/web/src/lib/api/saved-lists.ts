import type { SavedList, SavedListSummary } from '@mostrador/contract';
import type { ListSummary } from '@mostrador/domain';
import type { QueryParams } from './http';
import { wireLine } from './lines';

export type { ListSummary };

import { type SavedProduct, savedProductFromWire } from './saved-product';

/** A quantity of a product, in a colour and size for a product in sizes: a cart line as a saved list keeps it. */
export interface ListLine {
  productId: number;
  quantity: number;
  color: string | null;
  size: string | null;
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
