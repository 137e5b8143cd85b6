// The words of the printable documents, from the storefront's own catalogues (apps/web/src/locales/<lang>/):
// print.json and the order states of account.json (lib/print-labels.ts, shared with the e-mails), and
// `statement.json` (the statement's words, as on its page). One catalogue for the shop and its documents; read
// once per language.
import type { ReportLanguage } from '@mostrador/contract';
import { z } from 'zod';
import { readCatalogue } from '../../lib/locales';
import { type OrderStateLabels, type PrintLabels, printLabels } from '../../lib/print-labels';

const text = z.string().min(1);
/** statement.json: the words of the statement, on screen and printed. */
const statementCatalogue = z.object({
  title: text,
  /** With {{from}} and {{to}}. */
  period: text.refine(
    (v) => v.includes('{{from}}') && v.includes('{{to}}'),
    'period needs {{from}} and {{to}}',
  ),
  date: text,
  document: text,
  debit: text,
  credit: text,
  balance: text,
  opening: text,
  closing: text,
  totals: text,
  noMovements: text,
  kind: z.object({ factura: text, recibo: text }),
});

export type Labels = PrintLabels & {
  states: OrderStateLabels;
  statement: z.infer<typeof statementCatalogue>;
};

const cache = new Map<ReportLanguage, Labels>();

export function labelsFor(lang: ReportLanguage | undefined): Labels {
  const language = lang ?? 'en';
  let labels = cache.get(language);
  if (!labels) {
    const { print, states } = printLabels(language);
    const statement = statementCatalogue.parse(readCatalogue(language, 'statement'));
    labels = { ...print, states, statement };
    cache.set(language, labels);
  }
  return labels;
}
