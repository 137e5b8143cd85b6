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

const isCell = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= quickOrderLimits.maxCell;

/** The rows kept in this tab and whom they were typed for (null: a guest); null: none, or not this page's. */
function readKept(): { customer: unknown; rows: TypedRow[] } | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    // (The earlier version kept the bare rows, for whoever was there.)
    const kept = Array.isArray(raw) ? { customer: null, rows: raw } : raw;
    if (typeof kept !== 'object' || kept === null || !('rows' in kept) || !('customer' in kept)) return null;
    if (!Array.isArray(kept.rows) || kept.rows.length > quickOrderLimits.maxRows) return null;
    const rows: TypedRow[] = [];
    for (const row of kept.rows) {
      if (!Array.isArray(row) || row.length !== 2 || !isCell(row[0]) || !isCell(row[1])) return null;
      rows.push({ code: row[0], quantity: row[1] });
    }
    return { customer: kept.customer, rows };
  } catch {
    return null;
  }
}

/** Rows typed for `typedFor` are another customer's than `customer` (a guest's are anyone's). */
const anotherCustomers = (typedFor: unknown, customer: number | null): boolean =>
  typedFor !== null && typedFor !== customer;

/** The rows typed in this tab by `customer` (its id; null: a guest), or by a guest. */
export function readRows(customer: number | null): TypedRow[] {
  const kept = readKept();
  return kept === null || anotherCustomers(kept.customer, customer) ? [] : kept.rows;
}

/**
 * Keeps the filled rows `customer` (its id; null: a guest) has typed. With none, the draft goes, unless it
 * is another customer's (whose rows this page never showed).
 */
export function saveRows(rows: readonly TypedRow[], customer: number | null): void {
  try {
    const kept = rows.filter(filled);
    if (kept.length === 0) {
      const draft = readKept();
      if (draft === null || !anotherCustomers(draft.customer, customer)) sessionStorage.removeItem(DRAFT_KEY);
    } else
      sessionStorage.setItem(
        DRAFT_KEY,
        JSON.stringify({ customer, rows: kept.map((r) => [r.code, r.quantity]) }),
      );
  } catch {
    // storage full or disabled: the rows live as long as the page
  }
}
