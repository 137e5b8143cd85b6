import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** How the server sorts the list now, and what a click on a sortable column's header asks for. */
export interface Sorting {
  sort: string;
  dir: 'asc' | 'desc';
  sortBy(column: string): void;
}

/**
 * A page of a list the server sorts and pages (the console's orders, customers, products): a column sorts the
 * list unless it says `enableSorting: false`; the header of the sorted one shows its direction. A page with no
 * rows says `empty` instead.
 */
export function ConsoleTable<T>(props: {
  rows: T[];
  columns: ColumnDef<T>[];
  sorting: Sorting;
  rowTestId: string;
  /** Said in the table's one row when the page has none (pass it once the list is loaded). */
  empty?: string | undefined;
}) {
  const { sort, dir, sortBy } = props.sorting;
  const table = useReactTable({
    data: props.rows,
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  });
  return (
    <div className="table-responsive">
      <table className="table table-sm table-hover console-table">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sort === header.id ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {header.column.getCanSort() ? (
                    <button type="button" onClick={() => sortBy(header.id)}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      {sort === header.id ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid={props.rowTestId}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {props.empty && props.rows.length === 0 && (
            <tr>
              <td
                colSpan={props.columns.length}
                className="text-body-secondary"
                data-testid="console-table-empty"
              >
                {props.empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A column of a console list: its cell, made of the row; it sorts the list unless `sortable: false`. */
export interface ListColumn<T> {
  id: string;
  sortable?: false;
  cell: (row: T) => ReactNode;
}

/**
 * A list's columns for ConsoleTable, made by `make` once per language; each one's header is the words'
 * `<words>.col.<id>`.
 */
export function useListColumns<T>(
  words: string,
  make: (t: TFunction, language: string) => ListColumn<T>[],
): ColumnDef<T>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      make(t, i18n.language).map(({ id, sortable, cell }) => ({
        id,
        header: t(`${words}.col.${id}`),
        ...(sortable === false ? { enableSorting: false } : {}),
        cell: ({ row }) => cell(row.original),
      })),
    [words, make, t, i18n.language],
  );
}
