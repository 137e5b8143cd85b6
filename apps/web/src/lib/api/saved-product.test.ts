import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/render';
import { pictureUrl } from './config';
import { savedProductFromWire, savedProductSchema, toSavedProduct } from './saved-product';

const record = {
  ...sampleRecord(),
  Productoid: 95,
  Producto: 'Camisa Oxford',
  Imagenes: ['p95-1.webp', 'p95-2.webp'],
  variation: [
    { color: 'white', image: 'p95-1.webp', size: [{ name: 'm', stock: 2 }] },
    { color: 'black', image: 'p95-2.webp', size: [{ name: 'm', stock: 3 }] },
  ],
};

describe('a saved product (cart, wishlist, quick order, reorder, saved lists)', () => {
  it("keeps each colour's picture, from the wire to local storage and back", () => {
    const saved = toSavedProduct(savedProductFromWire(record));
    expect(saved.variations?.map((v) => [v.color, v.image])).toEqual([
      ['white', pictureUrl('p95-1.webp')],
      ['black', pictureUrl('p95-2.webp')],
    ]);
    const stored = savedProductSchema.parse(JSON.parse(JSON.stringify(saved)));
    expect(stored.variations?.[1]?.image).toBe(pictureUrl('p95-2.webp'));
  });

  it('reads a product stored before colours kept their pictures', () => {
    const { image: _, ...older } = toSavedProduct(savedProductFromWire(record)).variations?.[0] ?? {};
    const stored = savedProductSchema.parse({
      ...toSavedProduct(savedProductFromWire(record)),
      variations: [older],
    });
    expect(stored.variations).toEqual([{ color: 'white', size: [{ name: 'm', stock: 2 }] }]);
  });
});
