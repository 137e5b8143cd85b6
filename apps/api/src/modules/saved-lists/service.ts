// Saved lists: named carts of a customer, on the server. A list is only ever shown to its own customer.
import { orderLimits, savedListLimits } from '@mostrador/contract';
import { type CartProduct, toCartProduct } from '../../lib/cart-product';
import { badRequest, notFound, unprocessable } from '../../lib/errors';
import type { SavedListsRepository } from './repository';

export interface ListSummary {
  id: number;
  name: string;
  /** Number of lines. */
  lines: number;
  /** Sum of quantities. */
  units: number;
  /** ISO timestamp of the last save. */
  updatedAt: string;
}

export interface ListLine {
  productId: number;
  quantity: number;
}

export interface SavedListView {
  id: number;
  name: string;
  updatedAt: string;
  /**
   * Each line with the product now, at the customer's level (null when it is no longer sold); `choosesSize`:
   * it comes in colours and sizes, so it goes into the cart from its page (a list keeps no size).
   */
  lines: Array<ListLine & { product: CartProduct | null; choosesSize: boolean }>;
}

export function createSavedListsService(
  repository: SavedListsRepository,
  settings: { defaultTaxPercent: number },
) {
  async function own(terceroid: number, listaid: number) {
    const list = await repository.owner(listaid);
    // Another customer's list is answered as one that does not exist: which ids exist is not told.
    if (!list || list.tercero_id !== terceroid) throw notFound(`La lista ${listaid} no existe`);
    return list;
  }
  return {
    async summaries(terceroid: number): Promise<ListSummary[]> {
      const rows = await repository.summaries(terceroid);
      return rows.map((r) => ({
        id: r.id,
        name: r.nombre,
        lines: r.lineas,
        units: r.unidades,
        updatedAt: new Date(r.actualizada).toISOString(),
      }));
    },
    async list(customer: { terceroid: number; level: number }, listaid: number): Promise<SavedListView> {
      const list = await own(customer.terceroid, listaid);
      const lines = await repository.lines(listaid);
      return {
        id: list.id,
        name: list.nombre,
        updatedAt: new Date(list.actualizada).toISOString(),
        lines: lines.map((l) => ({
          productId: l.producto_id,
          quantity: l.cantidad,
          choosesSize: l.sized,
          product: l.product?.activo
            ? toCartProduct(l.product, customer.level, settings.defaultTaxPercent)
            : null,
        })),
      };
    },
    /** Saves `lines` under `name` (a name the customer already has is replaced); gives the list's id. */
    async save(terceroid: number, name: string, lines: readonly ListLine[]) {
      // One line a product: quantities of repeated products add up.
      const merged = new Map<number, number>();
      for (const l of lines) merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.quantity);
      const over = [...merged].find(([, quantity]) => quantity > orderLimits.maxQuantity);
      if (over) {
        throw badRequest(
          `La cantidad del producto ${over[0]}, sumadas sus líneas, admite como máximo ${orderLimits.maxQuantity}`,
        );
      }
      const known = await repository.existingProducts([...merged.keys()]);
      const unknown = [...merged.keys()].filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw unprocessable(`Productos que no existen o no se venden: ${unknown.join(', ')}`);
      const existing = await repository.summaries(terceroid);
      if (!existing.some((l) => l.nombre === name) && existing.length >= savedListLimits.lists) {
        throw badRequest(`Puede guardar como máximo ${savedListLimits.lists} listas: elimine alguna`);
      }
      return repository.save(
        terceroid,
        name,
        [...merged].map(([productId, quantity]) => ({ productId, quantity })),
      );
    },
    async remove(terceroid: number, listaid: number): Promise<void> {
      await own(terceroid, listaid);
      await repository.remove(listaid);
    },
  };
}
