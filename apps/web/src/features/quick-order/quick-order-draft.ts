import { quickOrderLimits } from '@mostrador/contract';
import { filled, type TypedRow } from './parse-rows';

/**
 * The rows typed in the quick order and not yet added to the cart. They are kept in session storage (this tab
 * only; a logout clears it), so a look at a product, Back or a reload loses none. An unreadable draft starts
 * empty.
 */
const DRAFT_KEY = 'mostrador.quick-order-draft.v1';

const isCell = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= quickOrderLimits.maxCell;

export function readRows(): TypedRow[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!Array.isArray(raw) || raw.length > quickOrderLimits.maxRows) return [];
    const rows: TypedRow[] = [];
    for (const row of raw) {
      if (!Array.isArray(row) || row.length !== 2 || !isCell(row[0]) || !isCell(row[1])) return [];
      rows.push({ code: row[0], quantity: row[1] });
    }
    return rows;
  } catch {
    return [];
  }
}

export function saveRows(rows: readonly TypedRow[]): void {
  try {
    const kept = rows.filter(filled);
    if (kept.length === 0) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(kept.map((r) => [r.code, r.quantity])));
  } catch {
    // storage full or disabled: the rows live as long as the page
  }
}
