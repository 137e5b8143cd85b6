import type { InboxOrder } from '@mostrador/contract/console';
import { asMinor, toMajor } from '@mostrador/domain';

/** A cell as a spreadsheet reads it: quoted, and a leading = + - @ kept as text (no formula runs). */
function cell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The inbox's orders as CSV (a header row, CRLF lines, a byte-order mark so Excel reads UTF-8). */
export function toCsv(orders: readonly InboxOrder[]): string {
  const header = ['number', 'date', 'customer', 'guest', 'lines', 'total', 'state', 'erp'];
  const rows = orders.map((o) => [
    o.number,
    o.date,
    o.customer,
    o.guest ? 'yes' : 'no',
    o.lines,
    toMajor(asMinor(o.total)),
    o.state,
    o.erp?.state ?? '',
  ]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
