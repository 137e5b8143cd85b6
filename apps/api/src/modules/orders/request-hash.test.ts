import { describe, expect, it } from 'vitest';
import { requestHash } from './request-hash';

describe('requestHash', () => {
  const body = {
    Tercerosucid: 2001,
    Observacion: '',
    Detalles: [{ Productoid: 7, Cantidad: 2, Observacion: '' }],
  };

  it('is the same for the same order whatever the order of its keys', () => {
    const reordered = {
      Detalles: [{ Cantidad: 2, Observacion: '', Productoid: 7 }],
      Observacion: '',
      Tercerosucid: 2001,
    };
    expect(requestHash('PedidoWebCreate', reordered)).toBe(requestHash('PedidoWebCreate', body));
  });

  it('differs for another quantity, another line order, or the other endpoint', () => {
    const hash = requestHash('PedidoWebCreate', body);
    expect(
      requestHash('PedidoWebCreate', {
        ...body,
        Detalles: [{ Productoid: 7, Cantidad: 3, Observacion: '' }],
      }),
    ).not.toBe(hash);
    const two = [
      { Productoid: 7, Cantidad: 1, Observacion: '' },
      { Productoid: 8, Cantidad: 1, Observacion: '' },
    ];
    expect(requestHash('PedidoWebCreate', { ...body, Detalles: two })).not.toBe(
      requestHash('PedidoWebCreate', { ...body, Detalles: [...two].reverse() }),
    );
    expect(requestHash('PedidoWebCreateAnonimo', body)).not.toBe(hash);
  });
});
