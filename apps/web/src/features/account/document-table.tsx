import type { Minor } from '@mostrador/domain';
import { type HTMLAttributes, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintableDocument } from '../../lib/api';
import { useFormatAccountMoney } from '../../lib/currency';
import { AccountPage, type AccountPageProps, LoadMore, PrintButton, useFormatDate } from './account-parts';
import type { DocumentsEndpoint } from './load-page';
import { useDocumentPages, type usePages } from './use-pages';

/** One column after the document number: its header, its cell, and the classes both share. */
export interface DocumentColumn<T> {
  label: string;
  /** On the header and the cell (e.g. 'd-none d-md-table-cell text-end'). */
  className?: string;
  /** Added to the cell only; a function when it depends on the row. */
  cellClassName?: string | ((row: T) => string);
  cell: (row: T) => ReactNode;
}

/**
 * The kinds of column the documents share: the date, a count (hidden on a phone), amounts (hidden on a phone
 * unless `phone`: one that the total does not already sum up, as a receipt's value beside its net), the total
 * (in bold). Amounts are formatted in the buyer's currency.
 */
export function useDocumentColumns<T>() {
  const { t } = useTranslation('account');
  const format = useFormatAccountMoney();
  const formatDate = useFormatDate();
  const wide = 'd-none d-md-table-cell text-end';
  return {
    date: (date: (row: T) => string): DocumentColumn<T> => ({
      label: t('col.date'),
      cellClassName: 'text-nowrap',
      cell: (row) => formatDate(date(row)),
    }),
    count: (label: string, count: (row: T) => number): DocumentColumn<T> => ({
      label,
      className: wide,
      cell: count,
    }),
    amount: (label: string, amount: (row: T) => Minor, { phone = false } = {}): DocumentColumn<T> => ({
      label,
      className: phone ? 'text-end' : wide,
      cellClassName: 'text-nowrap',
      cell: (row) => format(amount(row)),
    }),
    total: (label: string, amount: (row: T) => Minor): DocumentColumn<T> => ({
      label,
      className: 'text-end',
      cellClassName: 'text-nowrap fw-semibold',
      cell: (row) => format(amount(row)),
    }),
  };
}

/** What a sale (an invoice, an order) sums up. */
interface Sale {
  date: string;
  lines: number;
  subtotal: Minor;
  tax: Minor;
  total: Minor;
}

/** A sale's first columns: its date, its lines (`linesLabel`), subtotal, tax and total. */
export function useSaleColumns<T extends Sale>(linesLabel: string): DocumentColumn<T>[] {
  const { t } = useTranslation('account');
  const col = useDocumentColumns<T>();
  return [
    col.date((s) => s.date),
    col.count(linesLabel, (s) => s.lines),
    col.amount(t('col.subtotal'), (s) => s.subtotal),
    col.amount(t('col.tax'), (s) => s.tax),
    col.total(t('col.total'), (s) => s.total),
  ];
}

interface DocumentTableProps<T> {
  testId: string;
  list: ReturnType<typeof usePages<T>>;
  rowKey: (row: T) => number | string;
  numberLabel: string;
  /** The document's number, shown as the row header and named by its print button. */
  number: (row: T) => string;
  /** Shown after the number in the row header. */
  badge?: (row: T) => ReactNode;
  columns: DocumentColumn<T>[];
  print: (row: T) => PrintableDocument;
  /** More actions of a row, shown before its print button. */
  actions?: (row: T) => ReactNode;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number>;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** A customer's documents (invoices, orders, receipts): a table with a print button a row, and "load more". */
export function DocumentTable<T>({
  testId,
  list,
  rowKey,
  numberLabel,
  number,
  badge,
  columns,
  print,
  actions,
  rowProps,
}: DocumentTableProps<T>) {
  const { t } = useTranslation('account');
  const body = useRef<HTMLTableSectionElement>(null);
  // "Load more" gives way to a spinner, then comes back below the new rows: focus goes to the first of them
  // (its number), so the next Tab goes on through them; it fell to the page (then to its heading) instead.
  // (Before the paint, so that nothing in between announces the heading.)
  useLayoutEffect(() => {
    if (list.appended) body.current?.rows[list.appended.at]?.cells[0]?.focus();
  }, [list.appended]);
  return (
    <>
      <div className="table-responsive position-relative">
        <table className="table table-hover align-middle stacked-table" data-testid={testId}>
          <thead className="table-light">
            <tr>
              <th scope="col">{numberLabel}</th>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.className}>
                  {c.label}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody ref={body}>
            {list.items.map((row) => {
              const label = number(row);
              return (
                <tr key={rowKey(row)} {...rowProps?.(row)}>
                  <th scope="row" className="text-nowrap" tabIndex={-1}>
                    {label}
                    {badge?.(row)}
                  </th>
                  {columns.map((c) => (
                    <td
                      key={c.label}
                      data-label={c.label}
                      className={classes(
                        c.className,
                        typeof c.cellClassName === 'function' ? c.cellClassName(row) : c.cellClassName,
                      )}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                  <td className="text-end text-nowrap">
                    {actions?.(row)}
                    <PrintButton document={print(row)} label={label} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <LoadMore
        loading={list.loading}
        hasMore={list.hasMore}
        error={list.error}
        onMore={list.loadMore}
        empty={list.items.length === 0}
      />
    </>
  );
}

/** A page of the customer's documents of one kind (invoices, receipts): its title over their table. */
export function DocumentListPage<T extends { id: number; number: string }>({
  endpoint,
  title,
  printKind,
  customer,
  ...table
}: {
  /** Reads the documents a page at a time (`api/get-invoices.ts`'s `getInvoices`). */
  endpoint: DocumentsEndpoint<T>;
  title: string;
  /** Each document's print view: this kind, by the document's id. */
  printKind: PrintableDocument['kind'];
} & AccountPageProps &
  Pick<DocumentTableProps<T>, 'testId' | 'numberLabel' | 'columns' | 'actions' | 'rowProps'>) {
  const list = useDocumentPages(endpoint, customer.customerId);
  return (
    <AccountPage title={title}>
      <DocumentTable
        list={list}
        rowKey={(d) => d.id}
        number={(d) => d.number}
        print={(d) => ({ kind: printKind, id: d.id })}
        {...table}
      />
    </AccountPage>
  );
}
