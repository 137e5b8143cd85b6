import { quickOrderLimits } from '@mostrador/contract';
import { filled, type TypedRow } from './parse-rows';

/**
 * The rows typed in the quick order and not yet added to the cart. They are kept in session storage (this tab
 * only; a logout clears it, an expiry does not), so a look at a product, Back, a reload or the login again after
 * an expiry loses none. They are stored with the customer they were typed for (a guest's: null), and a
 * customer's rows are shown to that customer only: after an expiry another customer may log in in the same
 * tab (as the checkout's draft). An unreadable draft starts empty.
 */
const DRAFT_KEY = 'mostrador.quick-order-draft.v1';

/** The draft kept is another customer's than `customer`. */
function anotherCustomers(customer: number | null): boolean {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    return (
      typeof raw === 'object' &&
      raw !== null &&
      'customer' in raw &&
      raw.customer !== null &&
      raw.customer !== customer
    );
  } catch {
    return false;
  }
}

const isCell = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= quickOrderLimits.maxCell;

/** The rows typed in this tab by `customer` (a terceroid; null: a guest), or by a guest. */
export function readRows(customer: number | null): TypedRow[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    // (The earlier version kept the bare rows, for whoever was there.)
    const kept = Array.isArray(raw) ? { customer: null, rows: raw } : raw;
    if (typeof kept !== 'object' || kept === null || !('rows' in kept) || !('customer' in kept)) return [];
    if (kept.customer !== null && kept.customer !== customer) return [];
    if (!Array.isArray(kept.rows) || kept.rows.length > quickOrderLimits.maxRows) return [];
    const rows: TypedRow[] = [];
    for (const row of kept.rows) {
      if (!Array.isArray(row) || row.length !== 2 || !isCell(row[0]) || !isCell(row[1])) return [];
      rows.push({ code: row[0], quantity: row[1] });
    }
    return rows;
  } catch {
    return [];
  }
}

/**
 * Keeps the filled rows `customer` (a terceroid; null: a guest) has typed. With none, the draft goes, unless it
 * is another customer's (whose rows this page never showed).
 */
export function saveRows(rows: readonly TypedRow[], customer: number | null): void {
  try {
    const kept = rows.filter(filled);
    if (kept.length === 0) {
      if (!anotherCustomers(customer)) sessionStorage.removeItem(DRAFT_KEY);
    } else
      sessionStorage.setItem(
        DRAFT_KEY,
        JSON.stringify({ customer, rows: kept.map((r) => [r.code, r.quantity]) }),
      );
  } catch {
    // storage full or disabled: the rows live as long as the page
  }
}
