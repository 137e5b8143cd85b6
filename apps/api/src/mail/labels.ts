// The words of the e-mails: mail.json of the storefront's catalogues (apps/web/src/locales/<lang>/), with the
// table's words and the locale from print.json and the order states from account.json, as the printable
// documents take them. A catalogue missing a key fails loudly (the mail tests render every kind in every
// language), not with a blank.
import type { ReportLanguage } from '@mostrador/contract';
import { z } from 'zod';
import { readCatalogue } from '../lib/locales';

const text = z.string().min(1);
const page = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>);

const mailCatalogue = z.object({
  automatic: text,
  greeting: text,
  delivery: text,
  orderReceived: page('subject', 'intro', 'print', 'lookup'),
  orderCopy: page('subject', 'intro', 'guest'),
  orderState: page(
    'subject',
    'approved',
    'dispatched',
    'cancelled',
    'refused',
    'reason',
    'shortLines',
    'requested',
    'available',
    'open',
  ),
  passwordReset: page('subject', 'intro', 'button', 'ignore'),
  invitation: page('subject', 'intro', 'button', 'ignore'),
  orderLookup: page('subject', 'intro', 'none', 'order'),
  approval: page(
    'waitingSubject',
    'waiting',
    'orderLimit',
    'monthLimit',
    'stock',
    'approvedSubject',
    'approved',
    'changes',
    'unchanged',
    'before',
    'after',
    'rejectedSubject',
    'rejected',
    'reason',
    'open',
  ),
});
const printWords = z.object({
  locale: text,
  htmlLang: text,
  number: text,
  date: text,
  customer: text,
  nit: text,
  phone: text,
  branch: text,
  address: text,
  email: text,
  notes: text,
  code: text,
  description: text,
  quantity: text,
  unitPrice: text,
  amount: text,
  subtotal: text,
  tax: text,
  total: text,
});
const states = z.object({ state: z.object({ aprobado: text, despachado: text, anulado: text }) });

export type MailLabels = z.infer<typeof mailCatalogue> & {
  print: z.infer<typeof printWords>;
  states: z.infer<typeof states>['state'];
};

const cache = new Map<ReportLanguage, MailLabels>();

export function mailLabels(language: ReportLanguage): MailLabels {
  let labels = cache.get(language);
  if (!labels) {
    labels = {
      ...mailCatalogue.parse(readCatalogue(language, 'mail')),
      print: printWords.parse(readCatalogue(language, 'print')),
      states: states.parse(readCatalogue(language, 'account')).state,
    };
    cache.set(language, labels);
  }
  return labels;
}

/** `text` with each {{name}} replaced by its value. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
