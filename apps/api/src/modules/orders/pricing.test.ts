import { describe, expect, it } from 'vitest';
import { type ProductForPricing, priceOrder, UnpricedProductError } from './pricing';

const tiered: ProductForPricing = {
  id: 7,
  prices: [100, 90, 80, 70.25, 60],
  // 1..9 units at level 4, 10 and more at level 5.
  tiers: [
    { from: 1, to: 9, level: 4 },
    { from: 10, to: 999999, level: 5 },
  ],
  taxPercent: null,
};
const plain: ProductForPricing = {
  id: 8,
  prices: [12.5, null, null, null, null],
  tiers: [],
  taxPercent: 5,
};
const products = new Map([
  [tiered.id, tiered],
  [plain.id, plain],
]);

describe('priceOrder', () => {
  it('prices each side of a tier boundary with the tier rule', () => {
    const nine = priceOrder([{ productId: 7, quantity: 9 }], products, 4, 19);
    expect(nine.lines[0]).toMatchObject({ unitPrice: 7025, subtotal: 63225, taxPercent: 19, tax: 12013 });
    const ten = priceOrder([{ productId: 7, quantity: 10 }], products, 4, 19);
    expect(ten.lines[0]).toMatchObject({ unitPrice: 6000, subtotal: 60000, tax: 11400 });
    expect(ten).toMatchObject({ subtotal: 60000, tax: 11400, total: 71400 });
  });

  it('uses the product tax rate when it has one and adds lines up exactly', () => {
    const order = priceOrder(
      [
        { productId: 8, quantity: 3 },
        { productId: 7, quantity: 1 },
      ],
      products,
      2,
      19,
    );
    // Product 8 has only Precio1: a level-2 customer pays the list price; tax 5 % of 37.50 = 1.875 -> 1.88.
    expect(order.lines.map((l) => [l.unitPrice, l.subtotal, l.tax])).toEqual([
      [1250, 3750, 188],
      [7025, 7025, 1335],
    ]);
    expect(order).toMatchObject({ subtotal: 10775, tax: 1523, total: 12298 });
  });

  it('refuses a product with no price at all', () => {
    const free: ProductForPricing = { ...plain, id: 9, prices: [null, null, null, null, null] };
    expect(() => priceOrder([{ productId: 9, quantity: 1 }], new Map([[9, free]]), 4, 19)).toThrow(
      UnpricedProductError,
    );
  });
});
