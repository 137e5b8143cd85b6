import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleTable } from './console-table';

const columns = [
  { id: 'number', header: 'Number', cell: ({ row }: { row: { original: { n: string } } }) => row.original.n },
  { id: 'total', header: 'Total', enableSorting: false, cell: () => '$1.00' },
];
const sorting = { sort: 'number', dir: 'desc' as const, sortBy: () => undefined };

describe('the console’s lists', () => {
  it('say so in one row across the table when a loaded page has no rows', () => {
    render(<ConsoleTable rows={[]} columns={columns} sorting={sorting} rowTestId="row" empty="No orders." />);
    const cell = screen.getByTestId('console-table-empty');
    expect(cell).toHaveTextContent('No orders.');
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('say nothing while the page loads, and show rows, not the line, when there are some', () => {
    const { rerender } = render(
      <ConsoleTable rows={[]} columns={columns} sorting={sorting} rowTestId="row" empty={undefined} />,
    );
    expect(screen.queryByTestId('console-table-empty')).toBeNull();
    rerender(
      <ConsoleTable
        rows={[{ n: 'PW-1' }]}
        columns={columns}
        sorting={sorting}
        rowTestId="row"
        empty="No orders."
      />,
    );
    expect(screen.getByTestId('row')).toHaveTextContent('PW-1');
    expect(screen.queryByTestId('console-table-empty')).toBeNull();
  });
});
