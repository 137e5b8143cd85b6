// The words of the printable documents, from the storefront's own catalogues (apps/web/src/locales/<lang>/):
// `print.json` (the documents' words, locale and <html lang>), the order states of `account.json`, the
// ones the customer's order list shows, and `statement.json` (the statement's words, as on its page).
// One catalogue for the shop and its documents; read once per language.
import type { ReportKind, ReportLanguage } from '@mostrador/contract';
import { z } from 'zod';
import { readCatalogue } from '../../lib/locales';

const text = z.string().min(1);
const kinds = z.object({ factura: text, pedido: text, recibo: text }) satisfies z.ZodType<
  Record<ReportKind, string>
>;
const states = z.object({
  pendiente: text,
  aprobado: text,
  despachado: text,
  entregado: text,
  facturado: text,
  anulado: text,
});

/** print.json: every key a document uses (a catalogue missing one fails loudly, not with a blank). */
const printCatalogue = z.object({
  /** BCP 47 locale for numbers and dates. */
  locale: text,
  /** `<html lang>` of the page. */
  htmlLang: text,
  title: kinds,
  number: text,
  date: text,
  customer: text,
  nit: text,
  phone: text,
  branch: text,
  address: text,
  email: text,
  state: text,
  notes: text,
  code: text,
  description: text,
  quantity: text,
  unitPrice: text,
  amount: text,
  subtotal: text,
  tax: text,
  total: text,
  balance: text,
  paid: text,
  invoicesPaid: text,
  invoice: text,
  value: text,
  withholdings: text,
  net: text,
  guest: text,
  printedAt: text,
  noLines: text,
  /** The page shown instead of a document that could not be shown (an expired link, no such document). */
  failed: z.object({ title: text, expired: text, login: text, notFound: text, invalid: text, back: text }),
});
const accountCatalogue = z.object({ state: states });
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

export type Labels = z.infer<typeof printCatalogue> & {
  states: z.infer<typeof states>;
  statement: z.infer<typeof statementCatalogue>;
};

const cache = new Map<ReportLanguage, Labels>();

export function labelsFor(lang: ReportLanguage | undefined): Labels {
  const language = lang ?? 'en';
  let labels = cache.get(language);
  if (!labels) {
    const print = printCatalogue.parse(readCatalogue(language, 'print'));
    const { state } = accountCatalogue.parse(readCatalogue(language, 'account'));
    const statement = statementCatalogue.parse(readCatalogue(language, 'statement'));
    labels = { ...print, states: state, statement };
    cache.set(language, labels);
  }
  return labels;
}
