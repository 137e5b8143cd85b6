import { getProductoDataResponse, type Product } from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer } from './json-serializer';

const product: Product = {
  Productoid: 7,
  Producto_cod: 'A"7\\',
  Referencia: 'línea\nnueva\ttab\u0000\u001f',
  Producto: 'Café </script><!-- \u2028\u2029 😀',
  Categoriaid: 1,
  Grupoid: 11,
  Subgrupoid: 111,
  Precio: 2200.5,
  Precio1: 2500,
  Precio2: null,
  Precio3: 0.1,
  Precio4: 1e21,
  Precio5: -3,
  Escala_aplica: true,
  Escala: '[{"Desde":1,"Hasta":5,"PrecioNivel":4}]',
  Disponible: 0,
  Imagenes: ['p7-1.svg'],
  texto_adicional: null,
  Dimesiones: null,
  Impuesto_porcentaje: 19,
  tag: [],
  variation: [{ color: 'rojo', image: 'p7-1.svg', size: [{ name: 'm', stock: 2 }] }],
};

describe('compileSerializer', () => {
  it('writes what zod encodes, byte for byte, escapes and numbers included; unknown keys left out', () => {
    const write = compileSerializer(getProductoDataResponse);
    const answer = { Status: true, Producto: { ...product, secreto: 'x' }, Html: '<p>a</p>', otro: 1 };
    const written = write(answer);
    expect(written).toBe(JSON.stringify(z.encode(getProductoDataResponse, answer)));
    expect(JSON.parse(written)).toEqual({ Status: true, Producto: product, Html: '<p>a</p>' });
  });

  it('refuses schemas whose wire form is computed (transforms, codecs, defaults), which zod must write', () => {
    expect(() => compileSerializer(z.object({ a: z.string().transform((s) => s.length) }))).toThrow(
      /computed|transform/i,
    );
    const cents = z.codec(z.number(), z.bigint(), {
      decode: (n) => BigInt(Math.round(n * 100)),
      encode: (c) => Number(c) / 100,
    });
    expect(() => compileSerializer(z.object({ price: cents }))).toThrow(/computed|pipe/i);
    expect(() => compileSerializer(z.object({ n: z.number().default(1) }))).toThrow(/computed/);
    expect(() => compileSerializer(z.object({ when: z.date() }))).toThrow();
  });
});
