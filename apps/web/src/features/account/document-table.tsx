import type { ReportKind } from '@mostrador/contract';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore, PrintButton } from './account-parts';
import type { usePages } from './use-pages';

/** One column after the document number: its header, its cell, and the classes both share. */
export interface DocumentColumn<T> {
  label: string;
  /** On the header and the cell (e.g. 'd-none d-md-table-cell text-end'). */
  className?: string;
  /** Added to the cell only; a function when it depends on the row. */
  cellClassName?: string | ((row: T) => string);
  cell: (row: T) => ReactNode;
}

interface DocumentTableProps<T> {
  testId: string;
  list: ReturnType<typeof usePages<T>>;
  rowKey: (row: T) => number;
  numberLabel: string;
  /** The document's number, shown as the row header and named by its print button. */
  number: (row: T) => string;
  /** Shown after the number in the row header. */
  badge?: (row: T) => ReactNode;
  columns: DocumentColumn<T>[];
  print: (row: T) => { kind: ReportKind; id: number };
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
  return (
    <>
      <div className="table-responsive position-relative">
        <table className="table table-hover align-middle account-table" data-testid={testId}>
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
          <tbody>
            {list.items.map((row) => {
              const label = number(row);
              const { kind, id } = print(row);
              return (
                <tr key={rowKey(row)} {...rowProps?.(row)}>
                  <th scope="row" className="text-nowrap">
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
                    <PrintButton kind={kind} id={id} label={label} />
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
