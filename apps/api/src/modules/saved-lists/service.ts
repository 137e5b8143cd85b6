// Saved lists: named carts of a customer, on the server. A list is only ever shown to its own customer.
import type { SavedList, SavedListSummary, SaveListBody } from '@mostrador/contract';
import { savedListLimits } from '@mostrador/contract';
import { toCartProduct } from '../../lib/cart-product';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { SavedListsRepository } from './repository';

const NOT_YOURS = 'La lista no pertenece a este cliente';

export function createSavedListsService(
  repository: SavedListsRepository,
  settings: { defaultTaxPercent: number },
) {
  async function own(terceroid: number, listaid: number) {
    const list = await repository.owner(listaid);
    if (!list) throw notFound(`La lista ${listaid} no existe`);
    if (list.tercero_id !== terceroid) throw forbidden(NOT_YOURS);
    return list;
  }
  return {
    async summaries(terceroid: number): Promise<SavedListSummary[]> {
      const rows = await repository.summaries(terceroid);
      return rows.map((r) => ({
        listaid: r.id,
        nombre: r.nombre,
        lineas: r.lineas,
        unidades: r.unidades,
        actualizada: new Date(r.actualizada).toISOString(),
      }));
    },
    async list(customer: { terceroid: number; level: number }, listaid: number): Promise<SavedList> {
      const list = await own(customer.terceroid, listaid);
      const lines = await repository.lines(listaid);
      return {
        listaid: list.id,
        nombre: list.nombre,
        actualizada: new Date(list.actualizada).toISOString(),
        Lineas: lines.map((l) => ({
          Productoid: l.producto_id,
          Cantidad: l.cantidad,
          Producto: l.product?.activo
            ? toCartProduct(l.product, customer.level, settings.defaultTaxPercent)
            : null,
        })),
      };
    },
    async save(
      terceroid: number,
      body: { Nombre: string; Lineas: Array<{ Productoid: number; Cantidad: number }> } & SaveListBody,
    ) {
      // One line a product: quantities of repeated products add up.
      const merged = new Map<number, number>();
      for (const l of body.Lineas) merged.set(l.Productoid, (merged.get(l.Productoid) ?? 0) + l.Cantidad);
      const known = await repository.existingProducts([...merged.keys()]);
      const unknown = [...merged.keys()].filter((id) => !known.has(id));
      if (unknown.length > 0) throw badRequest(`Productos que no existen: ${unknown.join(', ')}`);
      const existing = await repository.summaries(terceroid);
      if (!existing.some((l) => l.nombre === body.Nombre) && existing.length >= savedListLimits.lists) {
        throw badRequest(`Puede guardar como máximo ${savedListLimits.lists} listas: elimine alguna`);
      }
      const lines = [...merged].map(([Productoid, Cantidad]) => ({ Productoid, Cantidad }));
      return repository.save(terceroid, body.Nombre, lines);
    },
    async remove(terceroid: number, listaid: number): Promise<void> {
      await own(terceroid, listaid);
      await repository.remove(listaid);
    },
  };
}
