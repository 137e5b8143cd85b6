import { type Minor, sumMinor } from '@mostrador/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckedRow, QuickOrderCheck } from '../../lib/api';
import { useValidateQuickOrderMutation } from './api/validate-quick-order';
import { codeKey, filled, repeatsOf, type TypedRow } from './parse-rows';

export interface EditRow extends TypedRow {
  id: number;
}

const signature = (rows: readonly TypedRow[]) => JSON.stringify(rows.map((r) => [r.code, r.quantity]));

/** Rows the server checks: the filled ones, in order. */
function toRequest(rows: readonly EditRow[]) {
  return rows.filter(filled).map((r) => ({ code: r.code, quantity: r.quantity }));
}

/** What the valid rows cost in the chosen currency: the sum of their unit prices as shown, times their quantities. */
export function shownTotal(check: QuickOrderCheck, shown: (unit: Minor, quantity: number) => Minor): Minor {
  return sumMinor(
    check.rows.flatMap((r) =>
      r.problem === null && r.unitPrice !== null && r.quantity !== null
        ? [shown(r.unitPrice, r.quantity)]
        : [],
    ),
  );
}

/** Results by row: the n-th filled row got the n-th answer. */
function resultsByRow(rows: readonly EditRow[], check: QuickOrderCheck | null): Map<number, CheckedRow> {
  const map = new Map<number, CheckedRow>();
  if (!check) return map;
  rows.filter(filled).forEach((row, i) => {
    const result = check.rows[i];
    if (result) map.set(row.id, result);
  });
  return map;
}

/** Asks again after a failure when the browser is back online. */
function useRetryOnline(failure: string | null, retry: () => void) {
  useEffect(() => {
    if (!failure) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failure, retry]);
}

/**
 * The server's check of the quick order's rows: every change is checked (debounced, 300 ms) in one request for
 * all the filled rows. `current`: the check of the rows as they are now (null while one is under way or failed);
 * `resultOf`: each row's result; `repeats`: the rows of a code (a product, once checked) typed twice, each
 * naming the others; `failure`: why the check failed, with `retry` to ask again (also done back online).
 */
export function useRowCheck(rows: readonly EditRow[]) {
  const { t } = useTranslation('quick-order');
  const [checked, setChecked] = useState<{ key: string; result: QuickOrderCheck } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [validate, validation] = useValidateQuickOrderMutation();
  const latest = useRef(0);
  const request = useMemo(() => toRequest(rows), [rows]);
  const key = signature(request);

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

  const retry = useMemo(() => () => setAttempt((n) => n + 1), []);
  useRetryOnline(failure, retry);
  const current = checked?.key === key ? checked.result : null;
  const resultOf = useMemo(() => resultsByRow(rows, current), [rows, current]);
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
  return { current, resultOf, repeats, pending, failure, retry, validating: validation.isLoading };
}
