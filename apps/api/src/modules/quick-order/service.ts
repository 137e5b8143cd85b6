// Quick order: every row checked in one go (code, quantity, stock, price at the caller's level for that
// quantity with the shared tier rule). A row's problem never stops the others.
import {
  orderLimits,
  type ProductSuggestion,
  type QuickOrderProblem,
  quickOrderLimits,
} from '@mostrador/contract';
import { choosesSize, type Minor, multiplyMinor, sumMinor, toMajor } from '@mostrador/domain';
import {
  type CartProduct,
  type CartProductRow,
  toCartProduct,
  unitPriceFor,
} from '../../db/read-models/cart-product';
import type { QuickOrderRepository } from './repository';

/** A row as typed or pasted: a code and the quantity cell as it came (text, a number or nothing). */
export interface QuickOrderInput {
  code: string;
  quantity: number | string | null;
}

/** One checked row, in the order sent. Amounts in major units. */
export interface CheckedRow {
  /** 1-based position. */
  row: number;
  code: string;
  /** The quantity read, or null when it is not a whole number above 0. */
  quantity: number | null;
  /** The product found (also when another problem stops the row), or null. */
  product: CartProduct | null;
  /** Unit price at the caller's level for this quantity (the tier rule); null with no product. */
  unitPrice: number | null;
  subtotal: number | null;
  /** Stock now, or null with no product. */
  stock: number | null;
  /** Null when the row can go to the cart. */
  problem: QuickOrderProblem | null;
  /** The problem in words (Spanish), or null. */
  detail: string | null;
}

export interface QuickOrderCheck {
  rows: CheckedRow[];
  valid: number;
  withProblems: number;
  /** Sum of the valid rows' subtotals (major units). */
  total: number;
}

const DETAIL: Record<QuickOrderProblem, (row: { codigo: string; stock: number; wanted: number }) => string> =
  {
    sin_codigo: () => 'Falta el código del producto',
    codigo_desconocido: (r) => `No existe un producto con el código ${r.codigo}`,
    cantidad_invalida: () => `La cantidad debe ser un número entero entre 1 y ${orderLimits.maxQuantity}`,
    sin_existencias: (r) => `Solo hay ${r.stock} disponibles (pedidos: ${r.wanted})`,
    sin_precio: () => 'El producto no tiene precio de venta para este cliente',
    elegir_talla: () => 'El producto viene en colores y tallas: elija uno en su página',
  };

/**
 * A quantity cell: a whole number 1..maxQuantity. Spreadsheets may add spaces, decimal zeros ("3.0", "3,00")
 * and thousands grouped by a mark ("1.000" in Spanish, "100,000" in English, "1 200" in French with a space,
 * a no-break or a narrow no-break space; "1.000,00"): one same mark before
 * exactly three digits groups them (it was read as decimals, so "1.000" ordered 1). Anything else that is
 * not a whole number ("2.5", "1.0000", "1.000,5") is refused, not rounded.
 */
export function parseQuantity(cell: number | string | null): number | null {
  if (cell === null) return null;
  let text = typeof cell === 'number' ? String(cell) : cell.trim().replace(/[.,]0{1,2}$/, '');
  if (/^\d{1,3}(?:([., \u00A0\u202F])\d{3})(?:\1\d{3})*$/.test(text))
    text = text.replace(/[., \u00A0\u202F]/g, '');
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
    async validate(inputs: readonly QuickOrderInput[], level: number): Promise<QuickOrderCheck> {
      const keys = [...new Set(inputs.map((r) => keyOf(r.code)).filter(Boolean))];
      const found = await repository.productsByKey(keys);
      // A code wins over a reference that happens to spell the same.
      const byKey = new Map<string, CartProductRow>();
      for (const p of found) if (!byKey.has(keyOf(p.referencia))) byKey.set(keyOf(p.referencia), p);
      for (const p of found) byKey.set(keyOf(p.codigo), p);

      const rows = inputs.map((input, index) => {
        const codigo = input.code.trim();
        const quantity = parseQuantity(input.quantity);
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
      const out: CheckedRow[] = rows.map(({ index, codigo, quantity, record }) => {
        const product = record ? toCartProduct(record, level, settings.defaultTaxPercent) : null;
        const stock = record?.disponible ?? 0;
        const total = record ? (wanted.get(record.id) ?? 0) : 0;
        let problem: QuickOrderProblem | null = null;
        if (!codigo) problem = 'sin_codigo';
        else if (!record) problem = 'codigo_desconocido';
        else if (quantity === null) problem = 'cantidad_invalida';
        else if (!product) problem = 'sin_precio';
        // A code names no size: a product in sizes is chosen on its page.
        else if (choosesSize(product)) problem = 'elegir_talla';
        else if (total > stock) problem = 'sin_existencias';
        const unit = product && quantity !== null ? unitPriceFor(product, quantity) : null;
        const subtotal = unit !== null && quantity !== null ? multiplyMinor(unit, quantity) : null;
        if (problem === null && subtotal !== null) subtotals.push(subtotal);
        return {
          row: index + 1,
          code: codigo,
          quantity,
          product,
          unitPrice: unit === null ? null : toMajor(unit),
          subtotal: subtotal === null ? null : toMajor(subtotal),
          stock: record ? record.disponible : null,
          problem,
          detail: problem === null ? null : DETAIL[problem]({ codigo, stock, wanted: total }),
        };
      });
      const valid = out.filter((r) => r.problem === null).length;
      return {
        rows: out,
        valid,
        withProblems: out.length - valid,
        total: toMajor(sumMinor(subtotals)),
      };
    },

    async suggest(text: string | undefined): Promise<ProductSuggestion[]> {
      if (!text) return [];
      const rows = await repository.suggest(text, quickOrderLimits.suggestions);
      return rows.map((r) => ({
        id: r.id,
        code: r.codigo,
        reference: r.referencia,
        name: r.nombre,
        stock: r.disponible,
      }));
    },
  };
}
