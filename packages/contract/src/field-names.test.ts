import { describe, expect, it } from 'vitest';
import { type Codec, renaming } from './field-names';

interface Line {
  productId: number;
  name: string;
  price: number;
}
interface WireLine {
  Productoid: number;
  Nombre: string;
  Precio: string;
}
/** Minor units in the app, a decimal text on the wire (as a codec may do). */
const decimal: Codec<number, string> = {
  toWire: (cents) => (cents / 100).toFixed(2),
  fromWire: (text) => Math.round(Number(text) * 100),
};
const lineFields = renaming<Line, WireLine>()({
  Productoid: 'productId',
  Nombre: 'name',
  Precio: ['price', decimal],
});

describe('a field table read both ways', () => {
  it('writes the wire record in the table’s order and reads it back to the same app record', () => {
    const line = { name: 'Filtro', price: 12350, productId: 7 };
    const wire = lineFields.toWire(line);
    expect(JSON.stringify(wire)).toBe('{"Productoid":7,"Nombre":"Filtro","Precio":"123.50"}');
    expect(lineFields.fromWire(wire)).toEqual(line);
  });
});

// Tables that must not compile: `npm run typecheck` fails when a `@ts-expect-error` has no error under it.
// @ts-expect-error `price` is named by no wire field
renaming<Line, WireLine>()({ Productoid: 'productId', Nombre: 'name' });
// @ts-expect-error `Precio` is text on the wire, `price` a number in the app: it needs a codec
renaming<Line, WireLine>()({ Productoid: 'productId', Nombre: 'name', Precio: 'price' });
