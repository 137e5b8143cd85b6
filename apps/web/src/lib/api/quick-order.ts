import type { QuickOrderBody, QuickOrderProblem, QuickOrderResult } from '@mostrador/contract';
import { type Minor, toMinor } from '@mostrador/domain';
import { type SavedProduct, savedProductFromWire } from './saved-product';

/** One row as the server checked it (in the order sent). */
export interface CheckedRow {
  code: string;
  /** The quantity read, or null when it is not a whole number from 1 to the order limit. */
  quantity: number | null;
  /** The product found (also when another problem stops the row), or null. */
  product: SavedProduct | null;
  /** The unit price at the customer's level for this quantity (the tier rule), or null. */
  unitPrice: Minor | null;
  /** Stock now, or null with no product. */
  stock: number | null;
  /** Null when the row can go to the cart. */
  problem: QuickOrderProblem | null;
}

/** The quick order's check of every row at once. */
export interface QuickOrderCheck {
  rows: CheckedRow[];
  /** Rows without a problem. */
  valid: number;
  /** Rows with a problem. */
  withProblem: number;
}

/** The type-ahead's query (PedidoRapidoApi/Sugerencias): the text typed. */
export function suggestionParams(text: string): { texto: string } {
  return { texto: text };
}

/** The rows typed (code and quantity as typed) as the server reads them. */
export function quickOrderBody(rows: ReadonlyArray<{ code: string; quantity: string }>): QuickOrderBody {
  return { Filas: rows.map((r) => ({ Codigo: r.code, Cantidad: r.quantity })) };
}

export function toQuickOrderCheck(result: QuickOrderResult): QuickOrderCheck {
  return {
    rows: result.Filas.map((row) => ({
      code: row.Codigo,
      quantity: row.Cantidad,
      product: row.Producto ? savedProductFromWire(row.Producto) : null,
      unitPrice: row.Precio === null ? null : toMinor(row.Precio),
      stock: row.Disponible,
      problem: row.Problema,
    })),
    valid: result.Validas,
    withProblem: result.ConProblema,
  };
}
