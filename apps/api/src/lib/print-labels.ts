// The words every printed or mailed order shares: print.json of the storefront's catalogues (a document's
// table, locale and <html lang>) and the order states of account.json (the ones the customer's order list
// shows). The printable documents (modules/reports/labels.ts) and the e-mails (mail/labels.ts) take them from
// here; a catalogue missing a key fails loudly, not with a blank. Read once per language.
import type { ReportKind, ReportLanguage } from '@mostrador/contract';
import { z } from 'zod';
import { readCatalogue } from './locales';

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
  purchaseOrder: text,
  deliveryDate: text,
  deliveryMethod: text,
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

export type PrintLabels = z.infer<typeof printCatalogue>;
export type OrderStateLabels = z.infer<typeof states>;

const cache = new Map<ReportLanguage, { print: PrintLabels; states: OrderStateLabels }>();

/** print.json and the order states of account.json in `language`. */
export function printLabels(language: ReportLanguage): { print: PrintLabels; states: OrderStateLabels } {
  let labels = cache.get(language);
  if (!labels) {
    labels = {
      print: printCatalogue.parse(readCatalogue(language, 'print')),
      states: accountCatalogue.parse(readCatalogue(language, 'account')).state,
    };
    cache.set(language, labels);
  }
  return labels;
}
