import { asMinor, DEFAULT_CURRENCY_SETTINGS } from '@mostrador/domain';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../components/product/product-card';
import { currencyChosen, setCurrencySettings, useMoney } from '../../lib/currency';
import { renderWithApp, sampleProduct } from '../../test/render';
import { CurrencySwitcher } from './currency-switcher';

afterEach(() => setCurrencySettings(DEFAULT_CURRENCY_SETTINGS));

function options(): string[] {
  return within(screen.getByLabelText('Currency'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe("the currency switcher offers the shop's currencies (CURRENCIES)", () => {
  it("offers the specification's by default", () => {
    renderWithApp(<CurrencySwitcher />);
    expect(options()).toEqual(['$ USD', '€ EUR', '£ GBP']);
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
  });

  it('offers the configured ones in their order, starting at the base', () => {
    setCurrencySettings({ base: 'COP', offered: ['COP', 'USD', 'EUR'] });
    renderWithApp(<CurrencySwitcher />);
    expect(options()).toEqual(['$ COP', '$ USD', '€ EUR']);
    expect(screen.getByLabelText('Currency')).toHaveValue('COP');
  });

  it('is not shown when the shop offers one currency', () => {
    setCurrencySettings({ base: 'COP', offered: ['COP'] });
    renderWithApp(<CurrencySwitcher />);
    expect(screen.queryByLabelText('Currency')).toBeNull();
  });
});

function Line({ unit, quantity }: { unit: number; quantity: number }) {
  const { shown, write } = useMoney();
  return <output>{write(shown(asMinor(unit), quantity))}</output>;
}

describe('prices where the shop offers dollars and pesos', () => {
  it('writes US$ and COP $, pesos without decimals, and a line as its written unit price times the quantity', () => {
    setCurrencySettings({ base: 'USD', offered: ['USD', 'COP'] });
    const { store } = renderWithApp(
      <>
        <ProductCard product={sampleProduct()} />
        <Line unit={1234} quantity={3} />
      </>,
    );
    expect(screen.getByText('US$10.00')).toBeInTheDocument();
    act(() => {
      store.dispatch(currencyChosen({ code: 'COP', rate: 4012.35 }));
    });
    // 10 × 4012.35 = 40,123.50 pesos, written 40,124; 12.34 × 4012.35 = 49,512.40, so a line of 3 is
    // 3 × 49,512 (not 148,537 from the unrounded price).
    expect(screen.getByText('COP $40,124')).toBeInTheDocument();
    // (The mark and its $ stay on one line.)
    expect(screen.getByRole('status').textContent).toBe('COP\u00a0$148,536');
  });
});
