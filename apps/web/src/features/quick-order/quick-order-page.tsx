import { orderLimits, quickOrderLimits } from '@mostrador/contract';
import { type Minor, sumMinor } from '@mostrador/domain';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartBar } from '../../components/ui/add-to-cart-bar';
import { DataTable } from '../../components/ui/data-table';
import { FormField } from '../../components/ui/form-field';
import type { CheckedRow, QuickOrderCheck, SavedProduct } from '../../lib/api';
import { useMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { localeOf } from '../../lib/i18n';
import {
  codeKey,
  filled,
  isBinary,
  isTable,
  type MergeReport,
  mergeRows,
  parseRows,
  repeatsOf,
  sampleCsv,
  type TypedRow,
} from './parse-rows';
import {
  useQuickOrderSuggestionsQuery,
  useSampleCodesQuery,
  useValidateQuickOrderMutation,
} from './quick-order-api';
import { readRows, saveRows } from './quick-order-draft';

export interface QuickOrderItem {
  product: SavedProduct;
  quantity: number;
}

export interface QuickOrderPageProps {
  /** Puts the valid rows in the cart (the app wires the cart in); one entry a product. */
  onAddToCart: (items: QuickOrderItem[]) => void;
  /** The customer logged in (a terceroid: prices at their level), or null for a guest (the guest level). */
  customer: number | null;
}

interface EditRow extends TypedRow {
  id: number;
}

const EMPTY_ROWS = 5;
const MAX_ROWS = 500;
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
const signature = (rows: readonly TypedRow[]) => JSON.stringify(rows.map((r) => [r.code, r.quantity]));

/** Rows the server checks: the filled ones, in order. */
function toRequest(rows: readonly EditRow[]) {
  return rows.filter(filled).map((r) => ({ code: r.code, quantity: r.quantity }));
}

/** What the valid rows cost in the chosen currency: the sum of their unit prices as shown, times their quantities. */
function shownTotal(check: QuickOrderCheck, shown: (unit: Minor, quantity: number) => Minor): Minor {
  return sumMinor(
    check.rows.flatMap((r) =>
      r.problem === null && r.unitPrice !== null && r.quantity !== null
        ? [shown(r.unitPrice, r.quantity)]
        : [],
    ),
  );
}

/** /quick-order: rows of code and quantity, typed, pasted from a spreadsheet or uploaded as CSV. */
export default function QuickOrderPage({ onAddToCart, customer }: QuickOrderPageProps) {
  const { t, i18n } = useTranslation('quick-order');
  useDocumentTitle(t('title'));
  const { shown, write } = useMoney();
  // The limit written as the language writes numbers ("100 000", "100.000").
  const maxQuantity = new Intl.NumberFormat(localeOf(i18n.language)).format(orderLimits.maxQuantity);
  // The rows are kept for the customer they were typed for, the one there when the page opened.
  const [typedFor] = useState(customer);
  const [rows, setRows] = useState<EditRow[]>(() => startRows(typedFor));
  const [checked, setChecked] = useState<{ key: string; result: QuickOrderCheck } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Asking again after a failure: Try again, or the browser back online.
  const [attempt, setAttempt] = useState(0);
  const [notText, setNotText] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const [report, setReport] = useState<MergeReport | null>(null);
  const [typing, setTyping] = useState('');
  const [validate, validation] = useValidateQuickOrderMutation();
  const latest = useRef(0);
  const request = useMemo(() => toRequest(rows), [rows]);
  const key = signature(request);
  const suggestText = typing.trim();
  const suggestions = useQuickOrderSuggestionsQuery(suggestText, { skip: suggestText.length < 2 });

  useEffect(() => saveRows(rows, typedFor), [rows, typedFor]);

  // Every change is checked (debounced) in one request for all the rows; a new attempt asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the request to ask again
  useEffect(() => {
    if (request.length === 0) {
      setChecked(null);
      return;
    }
    const call = ++latest.current;
    setFailure(null);
    const timer = setTimeout(() => {
      validate(request)
        .unwrap()
        .then(
          (result) => {
            if (call !== latest.current) return;
            setChecked({ key, result });
            setFailure(null);
          },
          () => {
            // The server's words are Spanish; what the rows could be refused for is caught before sending.
            if (call === latest.current) setFailure(t('checkFailed'));
          },
        );
    }, 300);
    return () => clearTimeout(timer);
  }, [key, request, validate, t, attempt]);

  useEffect(() => {
    if (!failure) return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failure]);

  // Results by row: the n-th filled row got the n-th answer.
  const resultOf = useMemo(() => {
    const map = new Map<number, CheckedRow>();
    if (!checked || checked.key !== key) return map;
    rows.filter(filled).forEach((row, i) => {
      const result = checked.result.rows[i];
      if (result) map.set(row.id, result);
    });
    return map;
  }, [checked, key, rows]);
  const current = checked?.key === key ? checked.result : null;
  // A code (a product, once checked) on two rows would be ordered twice: each such row names the others.
  const repeats = useMemo(
    () =>
      repeatsOf(rows, (row) => {
        const result = resultOf.get(row.id);
        if (result?.problem) return null;
        return result?.product ? `product ${result.product.id}` : `code ${codeKey(row.code)}`;
      }),
    [rows, resultOf],
  );
  const pending = request.length > 0 && current === null && failure === null;

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

  /** The rows of a code typed twice made one, their quantities added. */
  const mergeRepeats = () => {
    const merged = mergeRows([], rows.filter(filled), (row: EditRow) => row, MAX_ROWS);
    setRows([...merged.rows, newRow()]);
    setReport(null);
  };

  /**
   * Moves to a field at once when it is there, so that a scanner's next keys land in it; a row just added
   * is there after the next render.
   */
  const focus = (id: number | undefined, field: 'code' | 'qty') => {
    if (id === undefined) return;
    const there = () => document.getElementById(`qo-${field}-${id}`);
    const input = there();
    if (input) input.focus();
    else requestAnimationFrame(() => there()?.focus());
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isTable(text)) return;
    event.preventDefault();
    fill(index, parseRows(text));
  };

  const onCodeKey = (row: EditRow) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    focus(row.id, 'qty');
  };

  const onQuantityKey = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
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
  };

  const onUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    setNotText(isBinary(text));
    if (isBinary(text)) return;
    // After the rows already typed: an upload adds to them.
    fill(rows.length, parseRows(text));
  };

  const addValid = () => {
    if (!current) return;
    const byProduct = new Map<number, QuickOrderItem>();
    const addedIds = new Set<number>();
    for (const row of rows) {
      const result = resultOf.get(row.id);
      if (!result || result.problem !== null || !result.product || result.quantity === null) continue;
      addedIds.add(row.id);
      const item = byProduct.get(result.product.id);
      if (item) item.quantity += result.quantity;
      else byProduct.set(result.product.id, { product: result.product, quantity: result.quantity });
    }
    if (byProduct.size === 0) return;
    onAddToCart([...byProduct.values()]);
    const left = rows.filter((r) => !addedIds.has(r.id) && filled(r));
    const next = left.length > 0 ? [...left, newRow()] : emptyRows(EMPTY_ROWS);
    setRows(next);
    setAdded(addedIds.size);
    // On to the next order: the first row left (a problem to mend) or the first empty one, in view.
    focus(next[0]?.id, 'code');
  };

  // The sample's rows are products of this catalogue in stock, so that uploading it shows valid rows.
  const sampleCodes = useSampleCodesQuery().currentData;
  const sampleHref = useMemo(
    () =>
      sampleCodes &&
      `data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv(sampleCodes, [t('sampleCode'), t('sampleQuantity')]))}`,
    [sampleCodes, t],
  );

  return (
    <div className="container py-4">
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary mb-3">{t('intro')}</p>
      <p className="small mb-3" data-testid="quick-order-level">
        {customer !== null ? (
          t('yourLevel')
        ) : (
          <>
            {t('guestLevel')} <Link to="/login-page">{t('logIn')}</Link>
          </>
        )}
      </p>
      <div className="d-flex flex-wrap gap-3 align-items-center mb-3">
        <FormField
          id="quick-order-file"
          label={t('upload')}
          small
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={onUpload}
          invalid={notText}
          aria-describedby={notText ? 'quick-order-file-problem' : undefined}
          data-testid="quick-order-file"
        />
        {sampleHref && (
          <a
            href={sampleHref}
            download={t('sampleFile')}
            className="small align-self-end"
            data-testid="quick-order-sample"
          >
            {t('sample')}
          </a>
        )}
        <p className="small text-body-secondary mb-0 align-self-end">{t('pasteHint')}</p>
      </div>
      {report && (
        <p className="small mb-3" role="status" data-testid="quick-order-report">
          {t('report.sentence', {
            read: t('report.read', { count: report.read }),
            parts: (['merged', 'added', 'left'] as const)
              .filter((part) => report[part] > 0)
              .map((part) => t(`report.${part}`, { count: report[part], max: MAX_ROWS }))
              .join(', '),
          })}
        </p>
      )}
      {notText && (
        <p id="quick-order-file-problem" className="text-danger small" role="alert">
          {t('notText')}
        </p>
      )}
      <datalist id="quick-order-suggestions">
        {(suggestions.currentData ?? []).map((s) => (
          <option key={s.id} value={s.code}>
            {`${s.name} · ${s.reference}`}
          </option>
        ))}
      </datalist>
      <DataTable
        testId="quick-order-table"
        caption={t('tableCaption')}
        captionClassName="visually-hidden"
        // On a phone, one card a row, each field and figure under its column's name.
        className="align-middle"
        compact={false}
        stacked
        columns={[
          { label: '#' },
          { label: t('code') },
          { label: t('quantity') },
          { label: t('product') },
          { label: t('unitPrice'), end: true },
          { label: t('stock'), end: true },
          { label: t('status') },
          { label: t('remove'), hidden: true },
        ]}
      >
        <tbody>
          {rows.map((row, index) => {
            const result = resultOf.get(row.id);
            const problem = result?.problem ?? null;
            const repeat = repeats.get(row);
            return (
              <tr
                key={row.id}
                data-testid="quick-order-row"
                data-problem={problem ?? (result ? 'ok' : '')}
                className={problem || repeat ? 'table-warning' : undefined}
              >
                <td className="text-body-secondary small">{index + 1}</td>
                <td style={{ minWidth: 150 }} data-label={t('code')}>
                  <input
                    id={`qo-code-${row.id}`}
                    className="form-control form-control-sm"
                    value={row.code}
                    list="quick-order-suggestions"
                    maxLength={quickOrderLimits.maxCell}
                    autoComplete="off"
                    aria-label={t('codeOfRow', { n: index + 1 })}
                    onChange={(e) => {
                      update(row.id, { code: e.target.value });
                      setTyping(e.target.value);
                    }}
                    onPaste={onPaste(index)}
                    onKeyDown={onCodeKey(row)}
                    data-testid="quick-order-code"
                  />
                </td>
                <td style={{ width: 110 }} data-label={t('quantity')}>
                  <input
                    id={`qo-qty-${row.id}`}
                    className="form-control form-control-sm"
                    value={row.quantity}
                    maxLength={quickOrderLimits.maxCell}
                    inputMode="numeric"
                    aria-label={t('quantityOfRow', { n: index + 1 })}
                    onChange={(e) => update(row.id, { quantity: e.target.value })}
                    onPaste={onPaste(index)}
                    onKeyDown={onQuantityKey(index)}
                    data-testid="quick-order-quantity"
                  />
                  {result?.quantity != null && String(result.quantity) !== row.quantity.trim() && (
                    // "1.000" or "100,000" typed: the number the server read, so that no one orders 100 for 100000.
                    <div className="form-text mt-1" data-testid="quick-order-read">
                      {t('readAs', { count: result.quantity })}
                    </div>
                  )}
                </td>
                <td className="small" data-label={t('product')}>
                  {result?.product ? (
                    <Link to={`/product/${result.product.id}`}>{result.product.name}</Link>
                  ) : null}
                </td>
                <td className="text-end small" data-testid="quick-order-price" data-label={t('unitPrice')}>
                  {result?.unitPrice != null ? write(shown(result.unitPrice)) : null}
                </td>
                <td className="text-end small" data-testid="quick-order-stock" data-label={t('stock')}>
                  {result?.stock ?? null}
                </td>
                <td className="small" data-testid="quick-order-status" data-label={t('status')}>
                  {result &&
                    (problem ? (
                      <span className="text-danger-emphasis">
                        {t(`problem.${problem}`, {
                          stock: result.stock ?? 0,
                          max: maxQuantity,
                          // None left reads "Out of stock" (its `_zero` form), not "only 0".
                          ...(problem === 'sin_existencias' ? { count: result.stock ?? 0 } : {}),
                        })}
                      </span>
                    ) : (
                      <span className="text-success-emphasis">{t('ok')}</span>
                    ))}
                  {repeat && (
                    <div className="text-warning-emphasis fw-semibold" data-testid="quick-order-repeat">
                      {t('repeat', { count: repeat.length, rows: repeat.join(', ') })}
                    </div>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-link text-body-secondary"
                    aria-label={t('removeRow', { n: index + 1 })}
                    onClick={() => setRows((all) => all.filter((r) => r.id !== row.id))}
                  >
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      <AddToCartBar
        before={
          <>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => setRows((all) => [...all, ...emptyRows(5)].slice(0, MAX_ROWS))}
            >
              {t('moreRows')}
            </button>
            {repeats.size > 0 && (
              <button
                type="button"
                className="btn btn-outline-warning btn-sm"
                onClick={mergeRepeats}
                data-testid="quick-order-merge"
              >
                {t('mergeRepeats')}
              </button>
            )}
          </>
        }
        label={t('addValid', { count: current?.valid ?? 0 })}
        disabled={!current || current.valid === 0 || validation.isLoading}
        onAdd={addValid}
        testId="quick-order-add"
        status={
          <>
            {pending && t('checking')}
            {current &&
              t('summary', {
                count: current.valid,
                problems: current.withProblem,
                total: write(shownTotal(current, shown)),
              })}
          </>
        }
        statusTestId="quick-order-summary"
        added={added === null ? null : t('added', { count: added })}
        viewCartLabel={t('viewCart')}
      />
      {failure && (
        <p className="text-danger mt-2 d-flex flex-wrap gap-2 align-items-center" role="alert">
          {failure}
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </p>
      )}
    </div>
  );
}
