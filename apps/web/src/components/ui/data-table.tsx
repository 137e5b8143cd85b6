import type { ReactNode } from 'react';

export interface TableColumn {
  label: string;
  /** Aligned right (amounts). */
  end?: boolean;
  /** Said to a screen reader only (a column of checkboxes or buttons). */
  hidden?: boolean;
  /** Left out on a phone (its cells carry `PHONE_HIDDEN` too): a column the row can do without there. */
  wide?: boolean;
}

/** The class of a `wide` column's cells. */
export const PHONE_HIDDEN = 'd-none d-sm-table-cell';

/**
 * A small table of figures that scrolls sideways on a phone: its caption names it (`captionClassName`:
 * 'caption-top', or 'visually-hidden' where a heading already names it), one header row from `columns`;
 * `children` are its body (and foot). `className` adds to the table's classes; `compact` (the default) is
 * Bootstrap's table-sm, off for a table of form fields.
 */
export function DataTable({
  testId,
  caption,
  captionClassName,
  className,
  compact = true,
  columns,
  children,
}: {
  testId: string;
  caption: string;
  captionClassName: string;
  className?: string;
  compact?: boolean;
  columns: TableColumn[];
  children: ReactNode;
}) {
  const classes = ['table', compact && 'table-sm', className].filter(Boolean).join(' ');
  return (
    <div className="table-responsive">
      <table className={classes} data-testid={testId}>
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={
                  [c.end && 'text-end', c.wide && PHONE_HIDDEN].filter(Boolean).join(' ') || undefined
                }
              >
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
