import { describe, expect, it } from 'vitest';
import { toProduct } from './product';

const record = {
  Productoid: 95,
  Producto_cod: 'MOD-95',
  Referencia: 'REF-95',
  Producto: 'Camisa',
  Categoriaid: 1,
  Grupoid: 11,
  Subgrupoid: 111,
  Precio: 16.81,
  Precio1: 20.5,
  Precio2: 19.27,
  Precio3: 18.04,
  Precio4: 16.81,
  Precio5: 15.58,
  Escala_aplica: true,
  Escala: '[{"Desde":10,"Hasta":99,"PrecioNivel":5},{"Desde":1,"Hasta":9,"PrecioNivel":4}]',
  Disponible: 92.7,
  Imagenes: ['p95-1.svg'],
  texto_adicional: '<p>x</p>',
  Dimesiones: null,
  discount: 50,
};

describe('toProduct', () => {
  it('maps the wire record into the app names with money in minor units', () => {
    const p = toProduct(record);
    expect(p).toMatchObject({
      id: 95,
      code: 'MOD-95',
      reference: 'REF-95',
      name: 'Camisa',
      price: 1681,
      unitPrice: 1681,
      levels: [2050, 1927, 1804, 1681, 1558],
      stock: 92,
      image: '/Files/Images/p95-1.svg',
    });
    expect(p.listPrice).toBe(3362);
    expect(p.tiers).toEqual([
      { from: 1, to: 9, level: 4 },
      { from: 10, to: 99, level: 5 },
    ]);
  });

  it("turns the ERP's bare picture names into their addresses at /Files/Images", () => {
    const p = toProduct({
      ...record,
      Imagenes: ['p95-1.svg', 'foto con espacio.jpg'],
      variation: [{ color: 'white', image: 'p95-2.svg', size: [{ name: 'x', stock: 1 }] }],
    });
    expect(p.images).toEqual(['/Files/Images/p95-1.svg', '/Files/Images/foto%20con%20espacio.jpg']);
    expect(p.variations[0]?.image).toBe('/Files/Images/p95-2.svg');
    expect(toProduct({ ...record, Imagenes: [] }).images).toEqual([]);
  });

  it('prices one unit with the tier rule, so a card shows what the cart charges for one', () => {
    const firstTierAtListPrice = toProduct({
      ...record,
      discount: undefined,
      Escala: '[{"Desde":1,"Hasta":2,"PrecioNivel":1},{"Desde":3,"Hasta":99,"PrecioNivel":4}]',
    });
    expect(firstTierAtListPrice.unitPrice).toBe(2050);
    expect(firstTierAtListPrice.price).toBe(1681);
    expect(toProduct({ ...record, Escala_aplica: false }).unitPrice).toBe(1681);
  });

  it('has no tiers when the tier flag is off, and no list price without a discount', () => {
    const p = toProduct({ ...record, Escala_aplica: false, discount: undefined });
    expect(p.tiers).toEqual([]);
    expect(p.listPrice).toBeNull();
    expect(p.discount).toBe(0);
  });
});
