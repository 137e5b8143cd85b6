// Printable HTML of an invoice, an order or a receipt: one self-contained page (inline CSS, no script),
// laid out for A4 paper and for the browser's "save as PDF".
import { type CurrencyCode, formatMoney, type Minor } from '@mostrador/domain';
import type { Labels } from './labels';

export interface Distributor {
  name: string;
  nit: string;
  address: string;
  city: string;
  phone: string;
  email: string;
}

export interface Party {
  name: string;
  nit: string;
  phone?: string;
  branch?: string;
  address?: string;
  email?: string;
}

export interface ItemLine {
  code: string;
  description: string;
  note?: string;
  quantity: number;
  unitPrice: Minor;
  /** unitPrice × quantity, before tax. */
  amount: Minor;
  tax: Minor;
}

export interface PaidInvoice {
  number: string;
  date: string;
  amount: Minor;
}

export type PrintDocument = {
  number: string;
  /** YYYY-MM-DD or an ISO timestamp. */
  date: string;
  customer: Party;
  guest?: boolean;
  notes?: string;
} & (
  | {
      kind: 'factura';
      lines: ItemLine[];
      subtotal: Minor;
      tax: Minor;
      total: Minor;
      balance: Minor;
    }
  | {
      kind: 'pedido';
      state: keyof Labels['states'];
      lines: ItemLine[];
      subtotal: Minor;
      tax: Minor;
      total: Minor;
    }
  | {
      kind: 'recibo';
      invoices: PaidInvoice[];
      value: Minor;
      net: Minor;
    }
);

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const STYLE = `
@page { size: A4; margin: 14mm; }
* { box-sizing: border-box; }
body { font: 10.5pt/1.45 "Helvetica Neue", Arial, sans-serif; color: #222; margin: 0 auto; max-width: 190mm; padding: 8mm; }
header { display: flex; justify-content: space-between; gap: 12mm; border-bottom: 2px solid #222; padding-bottom: 4mm; }
h1 { font-size: 17pt; margin: 0 0 2mm; letter-spacing: .02em; }
h2 { font-size: 11pt; margin: 0 0 1mm; }
.muted { color: #555; }
.doc { text-align: right; }
.doc dl, .party dl { display: grid; grid-template-columns: auto auto; gap: 0 4mm; margin: 0; }
.doc dt, .party dt { color: #555; }
.doc dd, .party dd { margin: 0; }
.party { margin: 5mm 0; padding: 3mm 4mm; border: 1px solid #ccc; border-radius: 2mm; }
table { width: 100%; border-collapse: collapse; margin-top: 3mm; }
th, td { padding: 1.6mm 2mm; border-bottom: 1px solid #ddd; vertical-align: top; }
th { text-align: left; font-size: 9pt; text-transform: uppercase; color: #444; border-bottom: 1.5px solid #222; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
tr { break-inside: avoid; }
.note { font-size: 9pt; color: #555; }
.totals { width: auto; margin-left: auto; min-width: 75mm; }
.totals th { text-transform: none; font-size: 10.5pt; color: #222; border-bottom: 1px solid #ddd; }
.totals tr.grand th, .totals tr.grand td { font-weight: bold; border-top: 1.5px solid #222; }
footer { margin-top: 8mm; font-size: 8.5pt; color: #666; border-top: 1px solid #ccc; padding-top: 2mm; }
@media print { body { padding: 0; max-width: none; } }
`;

export interface RenderOptions {
  labels: Labels;
  distributor: Distributor;
  currency: CurrencyCode;
  printedAt: Date;
}

export function renderDocument(doc: PrintDocument, options: RenderOptions): string {
  const { labels: t, distributor: d } = options;
  const money = (amount: Minor) => escapeHtml(formatMoney(amount, options.currency, t.locale));
  const qty = (n: number) => escapeHtml(new Intl.NumberFormat(t.locale).format(n));
  const day = (value: string) =>
    escapeHtml(
      new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(value.length === 10 ? `${value}T12:00:00Z` : value),
      ),
    );
  const row = (label: string, value: string | undefined) =>
    value ? `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>` : '';
  const title = `${t.title[doc.kind]} ${doc.number}`;

  const docFacts = [
    `<dt>${escapeHtml(t.number)}</dt><dd>${escapeHtml(doc.number)}</dd>`,
    `<dt>${escapeHtml(t.date)}</dt><dd>${day(doc.date)}</dd>`,
    doc.kind === 'pedido' ? row(t.state, t.states[doc.state]) : '',
  ].join('');

  const c = doc.customer;
  const party = `<section class="party"><h2>${escapeHtml(doc.guest ? `${t.customer} · ${t.guest}` : t.customer)}</h2><dl>${[
    row(t.customer, c.name),
    row(t.nit, c.nit),
    row(t.branch, c.branch),
    row(t.address, c.address),
    row(t.phone, c.phone),
    row(t.email, c.email),
  ].join('')}</dl></section>`;

  let body: string;
  if (doc.kind === 'recibo') {
    const rows = doc.invoices
      .map(
        (i) =>
          `<tr><td>${escapeHtml(i.number)}</td><td>${day(i.date)}</td><td class="num">${money(i.amount)}</td></tr>`,
      )
      .join('');
    body = `<h2>${escapeHtml(t.invoicesPaid)}</h2><table><thead><tr><th>${escapeHtml(t.invoice)}</th><th>${escapeHtml(t.date)}</th><th class="num">${escapeHtml(t.amount)}</th></tr></thead><tbody>${
      rows || `<tr><td colspan="3" class="muted">${escapeHtml(t.noLines)}</td></tr>`
    }</tbody></table>${totals([
      [t.value, money(doc.value)],
      [t.withholdings, money((doc.value - doc.net) as Minor)],
      [t.net, money(doc.net), true],
    ])}`;
  } else {
    const rows = doc.lines
      .map(
        (l) =>
          `<tr><td>${escapeHtml(l.code)}</td><td>${escapeHtml(l.description)}${
            l.note ? `<div class="note">${escapeHtml(l.note)}</div>` : ''
          }</td><td class="num">${qty(l.quantity)}</td><td class="num">${money(l.unitPrice)}</td><td class="num">${money(
            l.amount,
          )}</td><td class="num">${money(l.tax)}</td></tr>`,
      )
      .join('');
    const sums: Array<[string, string, boolean?]> = [
      [t.subtotal, money(doc.subtotal)],
      [t.tax, money(doc.tax)],
      [t.total, money(doc.total), true],
    ];
    if (doc.kind === 'factura') {
      sums.push([t.paid, money((doc.total - doc.balance) as Minor)], [t.balance, money(doc.balance), true]);
    }
    body = `<table><thead><tr><th>${escapeHtml(t.code)}</th><th>${escapeHtml(t.description)}</th><th class="num">${escapeHtml(
      t.quantity,
    )}</th><th class="num">${escapeHtml(t.unitPrice)}</th><th class="num">${escapeHtml(t.amount)}</th><th class="num">${escapeHtml(
      t.tax,
    )}</th></tr></thead><tbody>${
      rows || `<tr><td colspan="6" class="muted">${escapeHtml(t.noLines)}</td></tr>`
    }</tbody></table>${totals(sums)}`;
  }

  const notes = doc.notes ? `<p><strong>${escapeHtml(t.notes)}:</strong> ${escapeHtml(doc.notes)}</p>` : '';
  const printed = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(options.printedAt);

  return `<!doctype html>
<html lang="${escapeHtml(t.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<div class="from"><h1>${escapeHtml(d.name)}</h1><div>${escapeHtml(t.nit)}: ${escapeHtml(d.nit)}</div><div>${escapeHtml(
    d.address,
  )} · ${escapeHtml(d.city)}</div><div>${escapeHtml(d.phone)} · ${escapeHtml(d.email)}</div></div>
<div class="doc"><h1>${escapeHtml(t.title[doc.kind])}</h1><dl>${docFacts}</dl></div>
</header>
${party}
${body}
${notes}
<footer>${escapeHtml(d.name)} · ${escapeHtml(t.printedAt)} ${escapeHtml(printed)} UTC</footer>
</body>
</html>
`;
}

function totals(rows: Array<[string, string, boolean?]>): string {
  return `<table class="totals"><tbody>${rows
    .map(
      ([label, value, grand]) =>
        `<tr${grand ? ' class="grand"' : ''}><th>${escapeHtml(label)}</th><td class="num">${value}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}
