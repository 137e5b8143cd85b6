// Quick order: every row checked in one go (code, quantity, stock, price at the caller's level for that
// quantity with the shared tier rule). A row's problem never stops the others.
import {
  orderLimits,
  pricedProduct,
  type QuickOrderBody,
  type QuickOrderProblem,
  type QuickOrderResult,
  type QuickOrderRow,
  type QuickOrderSuggestion,
  quickOrderLimits,
} from '@mostrador/contract';
import { type Minor, multiplyMinor, priceForQuantity, sumMinor, toMajor } from '@mostrador/domain';
import { type CartProductRow, toCartProduct } from '../../lib/cart-product';
import type { QuickOrderRepository } from './repository';

const DETAIL: Record<QuickOrderProblem, (row: { codigo: string; stock: number; wanted: number }) => string> =
  {
    sin_codigo: () => 'Falta el código del producto',
    codigo_desconocido: (r) => `No existe un producto con el código ${r.codigo}`,
    cantidad_invalida: () => `La cantidad debe ser un número entero entre 1 y ${orderLimits.maxQuantity}`,
    sin_existencias: (r) => `Solo hay ${r.stock} disponibles (pedidos: ${r.wanted})`,
    sin_precio: () => 'El producto no tiene precio de venta para este cliente',
  };

/** A quantity cell: a whole number 1..maxQuantity (spreadsheets may add spaces or a trailing ".0"). */
export function parseQuantity(cell: number | string | null): number | null {
  if (cell === null) return null;
  const text = typeof cell === 'number' ? String(cell) : cell.trim().replace(/[.,]0+$/, '');
  if (!/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= orderLimits.maxQuantity ? n : null;
}

const keyOf = (code: string) => code.trim().toLowerCase();

export function createQuickOrderService(
  repository: QuickOrderRepository,
  settings: { defaultTaxPercent: number },
) {
  return {
    async validate(body: QuickOrderBody, level: number): Promise<QuickOrderResult> {
      const keys = [...new Set(body.Filas.map((r) => keyOf(r.Codigo)).filter(Boolean))];
      const found = await repository.productsByKey(keys);
      // A code wins over a reference that happens to spell the same.
      const byKey = new Map<string, CartProductRow>();
      for (const p of found) if (!byKey.has(keyOf(p.referencia))) byKey.set(keyOf(p.referencia), p);
      for (const p of found) byKey.set(keyOf(p.codigo), p);

      const rows = body.Filas.map((input, index) => {
        const codigo = input.Codigo.trim();
        const quantity = parseQuantity(input.Cantidad);
        const record = codigo ? byKey.get(keyOf(codigo)) : undefined;
        return { index, codigo, quantity, record };
      });
      // Stock is checked against every row of the same product together (they end up in one cart line).
      const wanted = new Map<number, number>();
      for (const r of rows) {
        if (r.record && r.quantity !== null)
          wanted.set(r.record.id, (wanted.get(r.record.id) ?? 0) + r.quantity);
      }

      const subtotals: Minor[] = [];
      const out: QuickOrderRow[] = rows.map(({ index, codigo, quantity, record }) => {
        const product = record ? toCartProduct(record, level, settings.defaultTaxPercent) : null;
        const stock = record?.disponible ?? 0;
        const total = record ? (wanted.get(record.id) ?? 0) : 0;
        let problem: QuickOrderProblem | null = null;
        if (!codigo) problem = 'sin_codigo';
        else if (!record) problem = 'codigo_desconocido';
        else if (quantity === null) problem = 'cantidad_invalida';
        else if (!product) problem = 'sin_precio';
        else if (total > stock) problem = 'sin_existencias';
        const unit = product && quantity !== null ? priceForQuantity(pricedProduct(product), quantity) : null;
        const subtotal = unit !== null && quantity !== null ? multiplyMinor(unit, quantity) : null;
        if (problem === null && subtotal !== null) subtotals.push(subtotal);
        return {
          Fila: index + 1,
          Codigo: codigo,
          Cantidad: quantity,
          Producto: product,
          Precio: unit === null ? null : toMajor(unit),
          Subtotal: subtotal === null ? null : toMajor(subtotal),
          Disponible: record ? record.disponible : null,
          Problema: problem,
          Detalle: problem === null ? null : DETAIL[problem]({ codigo, stock, wanted: total }),
        };
      });
      const valid = out.filter((r) => r.Problema === null).length;
      return {
        Filas: out,
        Validas: valid,
        ConProblema: out.length - valid,
        Total: toMajor(sumMinor(subtotals)),
      };
    },

    async suggest(text: string | undefined): Promise<QuickOrderSuggestion[]> {
      if (!text) return [];
      const rows = await repository.suggest(text, quickOrderLimits.suggestions);
      return rows.map((r) => ({
        Productoid: r.id,
        Producto_cod: r.codigo,
        Referencia: r.referencia,
        Producto: r.nombre,
        Disponible: r.disponible,
      }));
    },
  };
}
