import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, useEffect, useState } from 'react';
import type { CheckedRow, SavedProduct } from '../../lib/api';
import {
  filled,
  isBinary,
  isTable,
  type MergeReport,
  mergeRows,
  parseRows,
  type TypedRow,
} from './parse-rows';
import { readRows, saveRows } from './quick-order-draft';
import { type EditRow, useRowCheck } from './use-row-check';

export interface QuickOrderItem {
  product: SavedProduct;
  quantity: number;
}

const EMPTY_ROWS = 5;
export const MAX_ROWS = 500;
let nextId = 1;
const newRow = (typed: TypedRow = { code: '', quantity: '' }): EditRow => ({ id: nextId++, ...typed });
const emptyRows = (n: number) => Array.from({ length: n }, () => newRow());

/**
 * The rows `customer` kept from before (a look at a product, a reload), then empty ones up to five, at least
 * one.
 */
function startRows(customer: number | null): EditRow[] {
  const kept = readRows(customer).map((r) => newRow(r));
  return [...kept, ...emptyRows(Math.max(1, EMPTY_ROWS - kept.length))];
}

/**
 * Moves to a field at once when it is there, so that a scanner's next keys land in it; a row just added
 * is there after the next render.
 */
function focus(id: number | undefined, field: 'code' | 'qty') {
  if (id === undefined) return;
  const there = () => document.getElementById(`qo-${field}-${id}`);
  const input = there();
  if (input) input.focus();
  else requestAnimationFrame(() => there()?.focus());
}

/** The valid rows' products, one entry a product (its rows' quantities added), and the ids of those rows. */
export function validItems(
  rows: readonly EditRow[],
  resultOf: ReadonlyMap<number, CheckedRow>,
): { items: QuickOrderItem[]; rowIds: Set<number> } {
  const byProduct = new Map<number, QuickOrderItem>();
  const rowIds = new Set<number>();
  for (const row of rows) {
    const result = resultOf.get(row.id);
    if (!result || result.problem !== null || !result.product || result.quantity === null) continue;
    rowIds.add(row.id);
    const item = byProduct.get(result.product.id);
    if (item) item.quantity += result.quantity;
    else byProduct.set(result.product.id, { product: result.product, quantity: result.quantity });
  }
  return { items: [...byProduct.values()], rowIds };
}

/**
 * The quick order's rows and what a buyer does to them: type, paste a table, upload a file, move on with
 * Enter, merge repeated codes, add the valid rows to the cart (`onAddToCart`). The rows are kept (this tab) for
 * the customer they were typed for (`customer`: the one there when the page opened; null a guest), and checked
 * by the server as they change (`useRowCheck`).
 */
export function useQuickOrder(customer: number | null, onAddToCart: (items: QuickOrderItem[]) => void) {
  const [typedFor] = useState(customer);
  const [rows, setRows] = useState<EditRow[]>(() => startRows(typedFor));
  const [notText, setNotText] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const [report, setReport] = useState<MergeReport | null>(null);
  const check = useRowCheck(rows);
  useEffect(() => saveRows(rows, typedFor), [rows, typedFor]);

  const update = (id: number, patch: Partial<TypedRow>) => {
    setAdded(null);
    setNotText(false);
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  };
  /**
   * Puts typed rows in place of the rows from `index` on (a paste, or an upload after every row), a code already
   * on the list adding its quantity to that row, then one empty row; says what it did.
   */
  const fill = (index: number, typed: TypedRow[]) => {
    setAdded(null);
    const merged = mergeRows(rows.slice(0, index).filter(filled), typed, newRow, MAX_ROWS - 1);
    setRows([...merged.rows, newRow()]);
    setReport(merged.report);
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isTable(text)) return;
    event.preventDefault();
    fill(index, parseRows(text));
  };
  const onUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    setNotText(isBinary(text));
    // After the rows already typed: an upload adds to them.
    if (!isBinary(text)) fill(rows.length, parseRows(text));
  };
  return {
    rows,
    ...check,
    notText,
    added,
    report,
    update,
    onPaste,
    onUpload,
    ...useRowMoves(rows, setRows),
    /** The rows of a code typed twice made one, their quantities added. */
    mergeRepeats: () => {
      const merged = mergeRows([], rows.filter(filled), (row: EditRow) => row, MAX_ROWS);
      setRows([...merged.rows, newRow()]);
      setReport(null);
    },
    addValid: () => {
      const { items, rowIds } = validItems(rows, check.resultOf);
      if (!check.current || items.length === 0) return;
      onAddToCart(items);
      const left = rows.filter((r) => !rowIds.has(r.id) && filled(r));
      const next = left.length > 0 ? [...left, newRow()] : emptyRows(EMPTY_ROWS);
      setRows(next);
      setAdded(rowIds.size);
      // On to the next order: the first row left (a problem to mend) or the first empty one, in view.
      focus(next[0]?.id, 'code');
    },
  };
}

/** Enter to move on (code → quantity → the next row's code, a new row after the last), more rows, a row removed. */
function useRowMoves(rows: readonly EditRow[], setRows: (change: (all: EditRow[]) => EditRow[]) => void) {
  return {
    onCodeKey: (row: EditRow) => (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      focus(row.id, 'qty');
    },
    onQuantityKey: (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      const next = rows[index + 1];
      if (next) {
        focus(next.id, 'code');
        return;
      }
      if (rows.length >= MAX_ROWS) return;
      const row = newRow();
      setRows((all) => [...all, row]);
      focus(row.id, 'code');
    },
    moreRows: () => setRows((all) => [...all, ...emptyRows(5)].slice(0, MAX_ROWS)),
    remove: (id: number) => setRows((all) => all.filter((r) => r.id !== id)),
  };
}
