import type { SavedList } from '@mostrador/contract';
import { type SavedProduct, savedProductFromWire } from './saved-product';

/** A quantity of a product: a cart line as a saved list keeps it. */
export interface ListLine {
  productId: number;
  quantity: number;
}

/** A saved list with its products now (null: no longer sold). */
export interface ListWithProducts {
  id: number;
  name: string;
  /** `choosesSize`: the product comes in colours and sizes; it goes into the cart from its page. */
  lines: Array<ListLine & { product: SavedProduct | null; choosesSize: boolean }>;
}

/** The body of ListaApi/Guardar. */
export function saveListBody(name: string, lines: readonly ListLine[]) {
  return { Nombre: name, Lineas: lines.map((l) => ({ Productoid: l.productId, Cantidad: l.quantity })) };
}

export function toListWithProducts(list: SavedList): ListWithProducts {
  return {
    id: list.listaid,
    name: list.nombre,
    lines: list.Lineas.map((l) => ({
      productId: l.Productoid,
      quantity: l.Cantidad,
      product: l.Producto ? savedProductFromWire(l.Producto) : null,
      choosesSize: l.ElegirTalla ?? false,
    })),
  };
}
