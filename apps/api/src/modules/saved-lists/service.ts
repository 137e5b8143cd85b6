// Saved lists: named carts of a customer, on the server. A list is only ever shown to its own customer.
import { orderLimits, savedListLimits } from '@mostrador/contract';
import { type ListSummary, namedSize } from '@mostrador/domain';
import { type CartProduct, cartLineOf, toCartProduct } from '../../db/read-models/cart-product';
import { badRequest, notFound, unprocessable } from '../../lib/errors';
import type { SavedListsRepository } from './repository';

export interface ListLine {
  productId: number;
  quantity: number;
  /** The line's colour and size, for a product in sizes; '' for a whole product. */
  color: string;
  size: string;
}

export interface SavedListView {
  id: number;
  name: string;
  updatedAt: string;
  /**
   * Each line with the product now, at the customer's level (null when it is no longer sold); `choosesSize`:
   * it comes in colours and sizes and the line names none it has, so it goes into the cart from its page.
   */
  lines: Array<ListLine & { name: string; product: CartProduct | null; choosesSize: boolean }>;
}

export function createSavedListsService(
  repository: SavedListsRepository,
  settings: { defaultTaxPercent: number },
) {
  async function own(customerId: number, listId: number) {
    const list = await repository.owner(listId);
    // Another customer's list is answered as one that does not exist: which ids exist is not told.
    if (!list || list.customerId !== customerId) throw notFound(`La lista ${listId} no existe`);
    return list;
  }
  return {
    async summaries(customerId: number): Promise<ListSummary[]> {
      const rows = await repository.summaries(customerId);
      return rows.map((r) => ({
        id: r.id,
        name: r.nombre,
        lines: r.lineas,
        units: r.unidades,
        updatedAt: new Date(r.actualizada).toISOString(),
      }));
    },
    async list(customer: { customerId: number; priceLevel: number }, listId: number): Promise<SavedListView> {
      const list = await own(customer.customerId, listId);
      const lines = await repository.lines(listId);
      return {
        id: list.id,
        name: list.nombre,
        updatedAt: new Date(list.actualizada).toISOString(),
        lines: lines.map((l) => {
          const product = l.product?.activo
            ? toCartProduct(l.product, customer.priceLevel, settings.defaultTaxPercent)
            : null;
          const line = product && cartLineOf(product, l.color, l.talla);
          return {
            productId: l.productId,
            name: l.product?.nombre ?? '',
            quantity: l.cantidad,
            color: line ? line.color : l.color,
            size: line ? line.size : l.talla,
            choosesSize: product !== null && line === null,
            product,
          };
        }),
      };
    },
    /** Saves `lines` under `name` (a name the customer already has is replaced); gives the list's id. */
    async save(customerId: number, name: string, lines: readonly ListLine[]) {
      const ids = [...new Set(lines.map((l) => l.productId))];
      const known = await repository.existingProducts(ids);
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw unprocessable(`Productos que no existen o no se venden: ${unknown.join(', ')}`);
      // One line a product and size: quantities of repeated ones add up. A colour and size the product has are
      // kept; any other (a product without sizes, as an order ignores them; a size dropped since the cart took
      // it) is saved without them, and the line then goes into the cart from the product's page: nothing lost.
      const merged = new Map<string, ListLine>();
      for (const l of lines) {
        const named = namedSize({ variations: known.get(l.productId) ?? undefined }, l.color, l.size);
        const line = named ? l : { ...l, color: '', size: '' };
        const key = JSON.stringify([line.productId, line.color, line.size]);
        const seen = merged.get(key);
        merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
      }
      const over = [...merged.values()].find((l) => l.quantity > orderLimits.maxQuantity);
      if (over) {
        throw badRequest(
          `La cantidad del producto ${over.productId}, sumadas sus líneas, admite como máximo ${orderLimits.maxQuantity}`,
        );
      }
      const existing = await repository.summaries(customerId);
      if (!existing.some((l) => l.nombre === name) && existing.length >= savedListLimits.lists) {
        throw badRequest(`Puede guardar como máximo ${savedListLimits.lists} listas: elimine alguna`);
      }
      return repository.save(customerId, name, [...merged.values()]);
    },
    async remove(customerId: number, listId: number): Promise<void> {
      await own(customerId, listId);
      await repository.remove(listId);
    },
  };
}
