import type { ReactNode } from 'react';

export interface TableColumn {
  label: string;
  /** Aligned right (amounts). */
  end?: boolean;
}

/**
 * A small table of figures that scrolls sideways on a phone: its caption names it (`captionClassName`:
 * 'caption-top', or 'visually-hidden' where a heading already names it), one header row from `columns`;
 * `children` are its body (and foot). `className` adds to the table's classes.
 */
export function DataTable({
  testId,
  caption,
  captionClassName,
  className,
  columns,
  children,
}: {
  testId: string;
  caption: string;
  captionClassName: string;
  className?: string;
  columns: TableColumn[];
  children: ReactNode;
}) {
  return (
    <div className="table-responsive">
      <table className={className ? `table table-sm ${className}` : 'table table-sm'} data-testid={testId}>
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.end ? 'text-end' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
