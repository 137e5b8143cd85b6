import type { ReactNode } from 'react';

export interface TableColumn {
  label: string;
  /** Aligned right (amounts). */
  end?: boolean;
  /** Said to a screen reader only (a column of checkboxes or buttons). */
  hidden?: boolean;
}

/**
 * A small table of figures that scrolls sideways on a phone: its caption names it (`captionClassName`:
 * 'caption-top', or 'visually-hidden' where a heading already names it), one header row from `columns`;
 * `children` are its body (and foot). `className` adds to the table's classes; `compact` (the default) is
 * Bootstrap's table-sm, off for a table of form fields. `stacked`: on a phone each row is a card, each cell
 * on a line of its own under its `data-label` (styles/pages.scss: `.stacked-table`), for a table too wide
 * to scroll through.
 */
export function DataTable({
  testId,
  caption,
  captionClassName,
  className,
  compact = true,
  stacked = false,
  columns,
  children,
}: {
  testId: string;
  caption: string;
  captionClassName: string;
  className?: string;
  compact?: boolean;
  stacked?: boolean;
  columns: TableColumn[];
  children: ReactNode;
}) {
  const classes = ['table', compact && 'table-sm', stacked && 'stacked-table', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="table-responsive">
      <table className={classes} data-testid={testId}>
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.end ? 'text-end' : undefined}>
                {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/**
 * A cell of a figure (an amount, a quantity): aligned right and, on a stacked table's phone card, named by its
 * column's `label`.
 */
export function EndCell({
  label,
  testId,
  children,
}: {
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <td className="text-end" data-testid={testId} data-label={label}>
      {children}
    </td>
  );
}
