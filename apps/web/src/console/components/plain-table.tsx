import type { ReactNode } from 'react';

/**
 * A small table the console shows whole (an order's lines, an import's errors, the audit): a header cell per
 * column and, per row, the cells `cells` makes of it; `before` and `after` are rows of its own (totals).
 */
export function PlainTable<T>(props: {
  headers: ReactNode[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  cells(row: T): ReactNode[];
  rowTestId?: string;
  className?: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <table className={props.className ?? 'table table-sm'}>
      <thead>
        <tr>
          {props.headers.map((header, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
            <th key={i} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.before}
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)} data-testid={props.rowTestId}>
            {props.cells(row).map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
        {props.after}
      </tbody>
    </table>
  );
}
