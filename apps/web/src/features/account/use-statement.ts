import { type FormEvent, useState } from 'react';
import { type StatementRange, useApiDispatch } from '../../lib/api';
import { useOpenPrintable } from './account-parts';
import { useGetStatementQuery } from './api/get-statement';
import { statementReportUrl } from './api/get-statement-link';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** From the first day of the month two months back to `today`. */
export function defaultRange(today = new Date()): StatementRange {
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
  return { from: isoDay(from), to: isoDay(today) };
}

/**
 * The statement page's state: the range shown (at first `defaultRange`) and the one being typed (`draft`,
 * shown on `submit`; the same range submitted again is fetched again), the statement of the range shown, and
 * its printable document (`printable`: the server's document of the range shown).
 */
export function useStatement(customerId: number) {
  const [range, setRange] = useState(defaultRange);
  const [draft, setDraft] = useState(range);
  const statement = useGetStatementQuery({ customerId, range });
  const dispatch = useApiDispatch();
  const printable = useOpenPrintable((lang) => statementReportUrl(dispatch, customerId, range, lang));
  return {
    statement,
    printable,
    draft,
    setFrom: (from: string) => setDraft((d) => ({ ...d, from })),
    setTo: (to: string) => setDraft((d) => ({ ...d, to })),
    submit: (event?: FormEvent) => {
      event?.preventDefault();
      if (draft.from === range.from && draft.to === range.to) void statement.refetch();
      else setRange(draft);
    },
  };
}
