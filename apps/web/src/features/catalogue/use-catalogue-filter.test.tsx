import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { useCatalogueFilter } from './use-catalogue-filter';

function Shown() {
  const [filter] = useCatalogueFilter();
  return <output>{JSON.stringify(filter)}</output>;
}
const filterAt = (path: string) => {
  renderWithApp(<Shown />, { path });
  return JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;
};

describe('useCatalogueFilter', () => {
  it('reads a price range sent by the form without the app, a decimal comma included', () => {
    expect(filterAt('/shop-grid-standard?min=20%2C5&max=40&sort=2')).toMatchObject({
      priceMin: 20.5,
      priceMax: 40,
      orden: 2,
    });
  });

  it('reads a range given the wrong way round (100 to 10) as the prices between the two', () => {
    expect(filterAt('/shop-grid-standard?min=100&max=10')).toMatchObject({ priceMin: 10, priceMax: 100 });
  });

  it('takes empty or malformed values as no filter', () => {
    const filter = filterAt('/shop-grid-standard?min=&max=abc&sort=9&page=0');
    expect(filter).toMatchObject({ orden: 0, page: 1 });
    expect(filter.priceMin).toBeUndefined();
    expect(filter.priceMax).toBeUndefined();
  });
});
