// The words of the e-mails: mail.json of the storefront's catalogues (apps/web/src/locales/<lang>/), with the
// table's words, the locale and the order states the printable documents take (lib/print-labels.ts). A
// catalogue missing a key fails loudly (the mail tests render every kind in every language), not with a blank.
import type { ReportLanguage } from '@mostrador/contract';
import { z } from 'zod';
import { readCatalogue } from '../lib/locales';
import { type OrderStateLabels, type PrintLabels, printLabels } from '../lib/print-labels';

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
    'refusedOther',
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

export type MailLabels = z.infer<typeof mailCatalogue> & { print: PrintLabels; states: OrderStateLabels };

const cache = new Map<ReportLanguage, MailLabels>();

export function mailLabels(language: ReportLanguage): MailLabels {
  let labels = cache.get(language);
  if (!labels) {
    labels = {
      ...mailCatalogue.parse(readCatalogue(language, 'mail')),
      ...printLabels(language),
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
