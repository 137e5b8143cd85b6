import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, sampleProduct } from '../../test/render';
import { TierTable } from './tier-table';

describe('TierTable', () => {
  it('lists each tier with its unit price and marks the tier of the quantity', () => {
    renderWithApp(<TierTable product={sampleProduct()} quantity={12} />);
    const rows = screen.getAllByTestId('tier-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1 – 9 units$10.00',
      '10 – 49 unitsYour price$9.00',
      '50 – 999 units$8.00',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(within(rows[1] as HTMLElement).getByText('Your price')).toBeInTheDocument();
  });

  it('marks the last tier when the quantity is above every tier', () => {
    renderWithApp(<TierTable product={sampleProduct()} quantity={5000} />);
    expect(screen.getAllByTestId('tier-row')[2]).toHaveAttribute('aria-current', 'true');
  });

  it('says a last tier without an upper bound (the ERP writes 99999) as "or more"', () => {
    const Escala = JSON.stringify([
      { Desde: 1, Hasta: 5, PrecioNivel: 4 },
      { Desde: 6, Hasta: 99999, PrecioNivel: 3 },
    ]);
    renderWithApp(<TierTable product={sampleProduct({ Escala })} quantity={1} />);
    expect(screen.getAllByTestId('tier-row').map((r) => r.textContent)).toEqual([
      '1 – 5 unitsYour price$10.00',
      '6 or more units$9.00',
    ]);
  });

  it('shows nothing when the product has no tiers', () => {
    const { container } = renderWithApp(
      <TierTable product={sampleProduct({ Escala_aplica: false })} quantity={3} />,
    );
    expect(container.querySelector('table')).toBeNull();
  });
});
