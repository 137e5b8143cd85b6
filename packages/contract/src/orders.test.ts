import { describe, expect, it } from 'vitest';
import {
  idempotencyKey,
  nitCheckDigit,
  pedidoWebCreateAnonimoBody,
  pedidoWebCreateBody,
  pedidoWebCreateResponse,
} from './orders';

const guest = {
  Nit: '800.197.268-4',
  Tercero: 'Ferretería La Esquina',
  Telefono1: '+57 300 123 4567',
  Direccion: 'Calle 10 # 20-30',
  Email: 'compras@esquina.co',
  Ciudad: '05001',
  Departamento: 5,
  Observacion: null,
  Detalles: [{ Productoid: 7, Cantidad: 3 }],
};

/** What a parsed order holds of the purchase order's details when none are sent. */
const noOrderDetails = { OrdenCompra: '', FechaEntrega: '', MetodoEntrega: '' };

/** A parsed line of a product without colour or size. */
function parsedLine(Productoid: number, Cantidad: number, Observacion = '') {
  return { Productoid, Cantidad, Observacion, Color: '', Talla: '' };
}

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('order requests', () => {
  it('drops any price a client sends with an order', () => {
    const body = pedidoWebCreateBody.parse({
      Tercerosucid: 3,
      Observacion: ' urgente ',
      Total: 1,
      Detalles: [{ Productoid: 7, Cantidad: 2, Precio: 0.01, Observacion: 'rojo' }],
    });
    expect(body).toEqual({
      Tercerosucid: 3,
      Observacion: 'urgente',
      ...noOrderDetails,
      Detalles: [parsedLine(7, 2, 'rojo')],
    });
  });

  it("keeps a line's colour and size (the shop's own keys), trimmed", () => {
    const body = pedidoWebCreateBody.parse({
      Tercerosucid: 3,
      Detalles: [{ Productoid: 98, Cantidad: 1, Color: ' white ', Talla: 'x' }],
    });
    expect(body.Detalles[0]).toMatchObject({ Color: 'white', Talla: 'x' });
  });

  it('refuses quantities that are not positive whole units', () => {
    for (const Cantidad of [0, -1, 1.5, '1.5', 'dos', '', true, 100_001]) {
      const result = pedidoWebCreateBody.safeParse({
        Tercerosucid: 1,
        Detalles: [{ Productoid: 1, Cantidad }],
      });
      expect(result.success, `Cantidad ${String(Cantidad)}`).toBe(false);
      expect(messages(result).join()).toMatch(/Cantidad/);
    }
  });

  it('takes ids and quantities as numeric strings, and drops the prices a client sends', () => {
    const body = pedidoWebCreateBody.parse({
      Terceroid: '1001',
      Tercerosucid: '2001',
      Detalles: [{ Productoid: '7', Cantidad: ' 3 ', Precio: 9.99, Impuesto_porc: 19 }],
    });
    expect(body).toEqual({
      Terceroid: 1001,
      Tercerosucid: 2001,
      Observacion: '',
      ...noOrderDetails,
      Detalles: [parsedLine(7, 3)],
    });
  });

  it('refuses an empty order, too many lines and over-long notes', () => {
    expect(messages(pedidoWebCreateBody.safeParse({ Tercerosucid: 1, Detalles: [] }))).toEqual([
      'el pedido no tiene líneas',
    ]);
    const many = Array.from({ length: 201 }, (_, i) => ({ Productoid: i + 1, Cantidad: 1 }));
    expect(messages(pedidoWebCreateBody.safeParse({ Tercerosucid: 1, Detalles: many }))[0]).toMatch(
      /200 líneas/,
    );
    const longNote = pedidoWebCreateBody.safeParse({
      Tercerosucid: 1,
      Observacion: 'x'.repeat(501),
      Detalles: [{ Productoid: 1, Cantidad: 1, Observacion: 'y'.repeat(201) }],
    });
    expect(messages(longNote).sort()).toEqual([
      'Observacion admite como máximo 500 caracteres',
      'Observacion de la línea admite como máximo 200 caracteres',
    ]);
  });

  it('accepts a guest order and normalises the NIT, the DANE codes and a missing note', () => {
    const body = pedidoWebCreateAnonimoBody.parse(guest);
    expect(body).toMatchObject({ Nit: '800197268-4', Ciudad: '05001', Departamento: '5', Observacion: '' });
  });

  it('checks the NIT check digit, the phone and the e-mail of a guest', () => {
    expect(nitCheckDigit('800197268')).toBe(4);
    const bad = pedidoWebCreateAnonimoBody.safeParse({
      ...guest,
      Nit: '800197268-5',
      Telefono1: '12-34',
      Email: 'compras.esquina.co',
      Ciudad: ' ',
    });
    expect(messages(bad)).toEqual([
      'el dígito de verificación del Nit no corresponde',
      'Telefono1 debe ser un teléfono de 7 a 15 dígitos',
      'Email no es un correo electrónico válido',
      'Ciudad es obligatorio',
    ]);
    expect(pedidoWebCreateAnonimoBody.safeParse({ ...guest, Nit: '12ab' }).success).toBe(false);
  });

  it("refuses control characters in text, keeps a note's line breaks, and names the field", () => {
    expect(messages(pedidoWebCreateAnonimoBody.safeParse({ ...guest, Tercero: 'a\u0000b' }))).toEqual([
      'Tercero (nombre) contiene caracteres de control',
    ]);
    expect(messages(pedidoWebCreateAnonimoBody.safeParse({ ...guest, Observacion: 'a\u0000b' }))).toEqual([
      'Observacion contiene caracteres de control',
    ]);
    expect(
      pedidoWebCreateAnonimoBody.parse({ ...guest, Observacion: 'Portería\n\tpiso 2' }).Observacion,
    ).toBe('Portería\n\tpiso 2');
    expect(messages(pedidoWebCreateAnonimoBody.safeParse({ ...guest, Direccion: '\u200b' }))).toEqual([
      'Direccion es obligatorio',
    ]);
    expect(new Set(messages(pedidoWebCreateAnonimoBody.safeParse({ ...guest, Ciudad: 1e308 })))).toEqual(
      new Set(['Ciudad debe ser un código o un nombre']),
    );
  });

  it('refuses a branch in a guest order', () => {
    expect(pedidoWebCreateAnonimoBody.parse({ ...guest, Tercerosucid: null }).Tercerosucid).toBeUndefined();
    expect(messages(pedidoWebCreateAnonimoBody.safeParse({ ...guest, Tercerosucid: 2001 }))[0]).toMatch(
      /invitado no puede usar una sucursal/,
    );
  });

  it('requires an Idempotency-Key of visible ASCII', () => {
    expect(idempotencyKey.safeParse(undefined).success).toBe(false);
    expect(idempotencyKey.safeParse('short').success).toBe(false);
    expect(idempotencyKey.safeParse('6f1c2a1e-0b7e-4b8e-9a57-1c3d2e4f5a6b').success).toBe(true);
    expect(idempotencyKey.safeParse('clé avec espaces').success).toBe(false);
  });
});

describe('order answers', () => {
  it('tells a created order from a stock refusal', () => {
    const created = pedidoWebCreateResponse.parse({
      Status: true,
      Msj: 'ok',
      Datos: { pedidoid: 9, numero: 1 },
    });
    expect('ErrorDisp' in created).toBe(false);
    const short = pedidoWebCreateResponse.parse({
      Status: true,
      Msj: 'sin existencias',
      ErrorDisp: true,
      ErrorDips: [{ Productoid: 7, Solicitado: 3, Disponible: 1 }],
    });
    expect('ErrorDisp' in short && short.ErrorDisp).toBe(true);
  });
});
