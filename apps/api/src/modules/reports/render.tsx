/** @jsxRuntime automatic */
/** @jsxImportSource preact */
// Printable HTML of an invoice, an order, a receipt or a statement: one self-contained page (inline CSS, no script),
// laid out for A4 paper and for the browser's "save as PDF". Rendered from JSX (preact-render-to-string), so
// every value is escaped by the renderer: nothing typed by a customer or kept in the catalogue becomes markup.
// The pragmas above make its JSX Preact's wherever it is compiled from (tsx run from the repository's root reads
// no apps/api/tsconfig.json).
import { type AccountStatement, type CurrencySettings, formatMoney, type Minor } from '@mostrador/domain';
import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
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

/** What an invoice and an order print alike: their lines and totals. */
export interface Items {
  lines: ItemLine[];
  subtotal: Minor;
  tax: Minor;
  total: Minor;
}

export type PrintDocument = {
  number: string;
  /** YYYY-MM-DD or an ISO timestamp. */
  date: string;
  customer: Party;
  guest?: boolean;
  notes?: string;
} & (
  | ({ kind: 'factura'; balance: Minor } & Items)
  | ({
      kind: 'pedido';
      state: keyof Labels['states'];
      /** The purchase-order number, requested delivery date (YYYY-MM-DD) and method, those given. */
      details?: { purchaseOrder?: string; deliveryDate?: string; deliveryMethod?: string };
    } & Items)
  | {
      kind: 'recibo';
      invoices: PaidInvoice[];
      value: Minor;
      net: Minor;
    }
);

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
.party .name { font-weight: bold; margin: 0 0 1mm; }
table { width: 100%; border-collapse: collapse; margin-top: 3mm; }
th, td { padding: 1.6mm 2mm; border-bottom: 1px solid #ddd; vertical-align: top; }
th { text-align: left; font-size: 9pt; text-transform: uppercase; color: #444; border-bottom: 1.5px solid #222; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.nowrap { white-space: nowrap; }
tr { break-inside: avoid; }
.note { font-size: 9pt; color: #555; }
.totals { width: auto; margin-left: auto; min-width: 75mm; }
.totals th { text-transform: none; font-size: 10.5pt; color: #222; border-bottom: 1px solid #ddd; }
.totals tr.grand th, .totals tr.grand td { font-weight: bold; border-top: 1.5px solid #222; }
footer { margin-top: 8mm; font-size: 8.5pt; color: #666; border-top: 1px solid #ccc; padding-top: 2mm; }
.sub { display: none; color: #555; }
.lines { overflow-x: auto; }
@media print { body { padding: 0; max-width: none; } }
/* A phone shows the document as wide as its screen: the letterhead above the document's number, smaller
   type, and a line's code under its description instead of in a column of its own. */
@media screen and (max-width: 640px) {
  body { padding: 4mm; font-size: 9pt; }
  header { flex-direction: column; gap: 3mm; }
  .doc { text-align: left; }
  th, td { padding: 1.2mm 1mm; }
  th { font-size: 7.5pt; }
  .code { display: none; }
  .sub { display: block; }
  td.nowrap { white-space: normal; }
  .totals { min-width: 0; width: 100%; }
}
`;

export interface RenderOptions {
  labels: Labels;
  distributor: Distributor;
  printedAt: Date;
  /** The shop's currencies (BASE_CURRENCY, CURRENCIES): documents are written in the base. */
  currency: CurrencySettings;
}

/** What every part of a document needs: the words, and how numbers, money and dates are written. */
interface Format {
  t: Labels;
  money: (amount: Minor) => string;
  qty: (n: number) => string;
  day: (value: string) => string;
}

function formatFor(options: RenderOptions): Format {
  const t = options.labels;
  return {
    t,
    // In the shop's currency, as the document was issued (docs/decisions/0031), written as the shop's pages
    // write it (US$ or COP $ where the shop offers both: docs/decisions/0039).
    money: (amount) => formatMoney(amount, options.currency.base, t.locale, options.currency.offered),
    qty: (n) => new Intl.NumberFormat(t.locale).format(n),
    day: (value) =>
      new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(value.length === 10 ? `${value}T12:00:00Z` : value),
      ),
  };
}

/** An order's state, and the purchase order's details given with it. */
function OrderFacts({ doc, f }: { doc: Extract<PrintDocument, { kind: 'pedido' }>; f: Format }) {
  const { t } = f;
  const d = doc.details ?? {};
  return (
    <>
      <Fact label={t.state} value={t.states[doc.state]} />
      <Fact label={t.purchaseOrder} value={d.purchaseOrder} />
      <Fact label={t.deliveryDate} value={d.deliveryDate ? f.day(d.deliveryDate) : undefined} />
      <Fact label={t.deliveryMethod} value={d.deliveryMethod} />
    </>
  );
}

/** A term and its value; nothing when there is no value. */
function Fact({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Totals({ rows }: { rows: Array<[string, string, boolean?]> }) {
  return (
    <table class="totals">
      <tbody>
        {rows.map(([label, value, grand]) => (
          <tr key={label} class={grand ? 'grand' : undefined}>
            <th>{label}</th>
            <td class="num">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Party({ doc, t }: { doc: PrintDocument; t: Labels }) {
  const c = doc.customer;
  return (
    <section class="party">
      <h2>{doc.guest ? `${t.customer} · ${t.guest}` : t.customer}</h2>
      {/* The heading names it already: the customer's name is the first line, not a second "Customer". */}
      <p class="name">{c.name}</p>
      <dl>
        <Fact label={t.nit} value={c.nit} />
        <Fact label={t.branch} value={c.branch} />
        <Fact label={t.address} value={c.address} />
        <Fact label={t.phone} value={c.phone} />
        <Fact label={t.email} value={c.email} />
      </dl>
    </section>
  );
}

/** A column's heading, and its class (`num`: a column of figures, right-aligned). */
type Head = [label: string, className?: string];

/**
 * A document's table: its headings, then `first` (a statement's opening balance) and a row of each item, or
 * one row saying `empty` when there are none.
 */
function ItemTable<T>({
  heads,
  items,
  empty,
  first,
  row,
}: {
  heads: Head[];
  items: readonly T[];
  empty: string;
  first?: ComponentChildren;
  row: (item: T, index: number) => ComponentChildren;
}) {
  return (
    <table>
      <thead>
        <tr>
          {heads.map(([label, className]) => (
            <th key={label} class={className}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {first}
        {items.length === 0 ? (
          <tr>
            <td colSpan={heads.length} class="muted">
              {empty}
            </td>
          </tr>
        ) : (
          items.map(row)
        )}
      </tbody>
    </table>
  );
}

function ReceiptBody({ doc, f }: { doc: Extract<PrintDocument, { kind: 'recibo' }>; f: Format }) {
  const { t } = f;
  return (
    <>
      <h2>{t.invoicesPaid}</h2>
      <ItemTable
        heads={[[t.invoice], [t.date], [t.amount, 'num']]}
        items={doc.invoices}
        empty={t.noLines}
        row={(i) => (
          <tr key={i.number}>
            <td>{i.number}</td>
            <td>{f.day(i.date)}</td>
            <td class="num">{f.money(i.amount)}</td>
          </tr>
        )}
      />
      <Totals
        rows={[
          [t.value, f.money(doc.value)],
          [t.withholdings, f.money((doc.value - doc.net) as Minor)],
          [t.net, f.money(doc.net), true],
        ]}
      />
    </>
  );
}

function ItemsBody({ doc, f }: { doc: Exclude<PrintDocument, { kind: 'recibo' }>; f: Format }) {
  const { t } = f;
  const sums: Array<[string, string, boolean?]> = [
    [t.subtotal, f.money(doc.subtotal)],
    [t.tax, f.money(doc.tax)],
    [t.total, f.money(doc.total), true],
  ];
  if (doc.kind === 'factura') {
    sums.push([t.paid, f.money((doc.total - doc.balance) as Minor)], [t.balance, f.money(doc.balance), true]);
  }
  return (
    <>
      <div class="lines">
        <ItemTable
          heads={[
            [t.code, 'code'],
            [t.description],
            [t.quantity, 'num'],
            [t.unitPrice, 'num'],
            [t.amount, 'num'],
            [t.tax, 'num'],
          ]}
          items={doc.lines}
          empty={t.noLines}
          row={(l, index) => (
            // Lines carry no id of their own; their order is the document's.
            <tr key={index}>
              <td class="code nowrap">{l.code}</td>
              <td>
                {l.description}
                <div class="sub nowrap">{l.code}</div>
                {l.note ? <div class="note">{l.note}</div> : null}
              </td>
              <td class="num">{f.qty(l.quantity)}</td>
              <td class="num">{f.money(l.unitPrice)}</td>
              <td class="num">{f.money(l.amount)}</td>
              <td class="num">{f.money(l.tax)}</td>
            </tr>
          )}
        />
      </div>
      <Totals rows={sums} />
    </>
  );
}

/**
 * `refused`: the page says why a document cannot be had. The shop's Print button opens the print dialog of
 * any other page it opened once it has loaded (a document, a statement, or one of the ERP's own pages passed
 * on), never of a refusal's (the page itself runs no script).
 */
function Page({
  title,
  lang,
  refused = false,
  children,
}: {
  title: string;
  lang: string;
  refused?: boolean;
  children: ComponentChildren;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {/* A constant of this file, never data: the one place markup is passed through as is. */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body data-refused={refused ? '' : undefined}>{children}</body>
    </html>
  );
}

function DocumentPage({ doc, options }: { doc: PrintDocument; options: RenderOptions }) {
  const f = formatFor(options);
  const { t } = f;
  const d = options.distributor;
  return (
    <Page title={`${t.title[doc.kind]} ${doc.number}`} lang={t.htmlLang}>
      <header>
        <Letterhead d={d} t={t} />
        <div class="doc">
          <h1>{t.title[doc.kind]}</h1>
          <dl>
            <dt>{t.number}</dt>
            <dd>{doc.number}</dd>
            <dt>{t.date}</dt>
            <dd>{f.day(doc.date)}</dd>
            {doc.kind === 'pedido' ? <OrderFacts doc={doc} f={f} /> : null}
          </dl>
        </div>
      </header>
      <Party doc={doc} t={t} />
      {doc.kind === 'recibo' ? <ReceiptBody doc={doc} f={f} /> : <ItemsBody doc={doc} f={f} />}
      {doc.notes ? (
        <p>
          <strong>{`${t.notes}:`}</strong> {doc.notes}
        </p>
      ) : null}
      <Footer options={options} />
    </Page>
  );
}

/** The distributor's name and addresses, at the top of every document. */
function Letterhead({ d, t }: { d: Distributor; t: Labels }) {
  return (
    <div class="from">
      <h1>{d.name}</h1>
      <div>{`${t.nit}: ${d.nit}`}</div>
      <div>{`${d.address} · ${d.city}`}</div>
      <div>{`${d.phone} · ${d.email}`}</div>
    </div>
  );
}

function Footer({ options }: { options: RenderOptions }) {
  const t = options.labels;
  const printed = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(options.printedAt);
  return <footer>{`${options.distributor.name} · ${t.printedAt} ${printed} UTC`}</footer>;
}

function StatementPage({ statement: s, options }: { statement: AccountStatement; options: RenderOptions }) {
  const f = formatFor(options);
  const { t } = f;
  const w = t.statement;
  const period = w.period.replace('{{from}}', f.day(s.from)).replace('{{to}}', f.day(s.to));
  return (
    <Page title={`${w.title} ${s.from} – ${s.to}`} lang={t.htmlLang}>
      <header>
        <Letterhead d={options.distributor} t={t} />
        <div class="doc">
          <h1>{w.title}</h1>
          <div>{period}</div>
        </div>
      </header>
      <section class="party">
        <dl>
          <Fact label={t.customer} value={s.customer.name} />
          <Fact label={t.nit} value={s.customer.nit} />
        </dl>
      </section>
      <div class="lines">
        <ItemTable
          heads={[[w.date], [w.document], [w.debit, 'num'], [w.credit, 'num'], [w.balance, 'num']]}
          first={
            <tr>
              <td>{f.day(s.from)}</td>
              <td>{w.opening}</td>
              <td />
              <td />
              <td class="num" data-testid="printed-opening">
                {f.money(s.opening)}
              </td>
            </tr>
          }
          items={s.moves}
          empty={w.noMovements}
          row={(m, index) => (
            // A receipt and an invoice may share a document number: the order is the statement's.
            <tr key={index} data-testid="printed-move">
              <td>{f.day(m.date)}</td>
              <td class="nowrap">{`${w.kind[m.kind]} ${m.document}`}</td>
              <td class="num">{m.debit === 0 ? '' : f.money(m.debit)}</td>
              <td class="num">{m.credit === 0 ? '' : f.money(m.credit)}</td>
              <td class="num">{f.money(m.balance)}</td>
            </tr>
          )}
        />
      </div>
      <Totals
        rows={[
          [w.opening, f.money(s.opening)],
          [w.debit, f.money(s.invoiced)],
          [w.credit, f.money(s.received)],
          [w.closing, f.money(s.closing), true],
        ]}
      />
      <Footer options={options} />
    </Page>
  );
}

/** The whole page, as text. Every value goes through the renderer's escaping. */
export function renderDocument(doc: PrintDocument, options: RenderOptions): string {
  return `<!doctype html>\n${renderToString(<DocumentPage doc={doc} options={options} />)}\n`;
}

/** The customer's statement of a date range as a printable page. */
export function renderStatement(statement: AccountStatement, options: RenderOptions): string {
  return `<!doctype html>\n${renderToString(<StatementPage statement={statement} options={options} />)}\n`;
}

/**
 * The page a browser gets instead of a document it cannot have, by the refusal's status: a link that is
 * no longer valid (403), no session (401), no such document of the customer's (404), an incomplete address
 * (anything else); in the reader's language, with the way back, where the JSON envelope (its reason in
 * Spanish) would otherwise be shown as text.
 */
export function renderProblem(status: number, labels: Labels): string {
  const t = labels.failed;
  const why = status === 403 ? t.expired : status === 401 ? t.login : status === 404 ? t.notFound : t.invalid;
  return `<!doctype html>\n${renderToString(
    <Page title={t.title} lang={labels.htmlLang} refused>
      <h1>{t.title}</h1>
      <p>{why}</p>
      <p>
        <a href="/">{t.back}</a>
      </p>
    </Page>,
  )}\n`;
}
