import { type FormEvent, useState } from 'react';
import { useApiDispatch } from '../../lib/api';
import { statementReportUrl, useAccountStatementQuery } from './account-cockpit-api';
import { useOpenPrintable } from './account-parts';

/** A statement's dates, 'YYYY-MM-DD'. */
export interface StatementRange {
  desde: string;
  hasta: string;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** From the first day of the month two months back to `today`. */
export function defaultRange(today = new Date()): StatementRange {
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
  return { desde: isoDay(from), hasta: isoDay(today) };
}

/**
 * The statement page's state: the range shown (at first `defaultRange`) and the one being typed (`draft`,
 * shown on `submit`; the same range submitted again is fetched again), the statement of the range shown, and
 * its printable document (`printable`: the server's document of the range shown).
 */
export function useStatement(terceroid: number) {
  const [range, setRange] = useState(defaultRange);
  const [draft, setDraft] = useState(range);
  const statement = useAccountStatementQuery({ terceroid, ...range });
  const dispatch = useApiDispatch();
  const printable = useOpenPrintable((lang) => statementReportUrl(dispatch, { terceroid, ...range }, lang));
  return {
    statement,
    printable,
    draft,
    setFrom: (desde: string) => setDraft((d) => ({ ...d, desde })),
    setTo: (hasta: string) => setDraft((d) => ({ ...d, hasta })),
    submit: (event?: FormEvent) => {
      event?.preventDefault();
      if (draft.desde === range.desde && draft.hasta === range.hasta) void statement.refetch();
      else setRange(draft);
    },
  };
}
