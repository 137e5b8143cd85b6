import {
  apiPath,
  datosDocumentosResponse,
  errorEnvelope,
  facturasResponse,
  infoTerceroResponse,
  sucursalesResponse,
  terceroDataResponse,
} from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../db/sessions';
import { daysBetween, todayIn } from '../../lib/dates';
import { demoCustomers } from '../../test/fixtures';

const t = demoCustomers();

const get = (path: string, query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(
      Object.entries({ usuarioid: 1, empresaid: 1, ...query }).map(([k, v]) => [k, String(v)]),
    ),
    headers,
  });

describe('InfoTercero', () => {
  it('gives the last invoice date, the days since it and the name', async () => {
    const response = await get(apiPath('infoTercero'), { terceroid: 1001 }, t.bearer(t.demo1));
    expect(response.statusCode).toBe(200);
    const body = infoTerceroResponse.parse(response.json());
    const resultado = body.Resultado;
    expect(resultado?.Tercero).toBe('Distribuciones El Progreso S.A.S.');
    // The seed dates demo1's last invoice 3 days before today.
    expect(resultado?.Dias_UltimaVenta).toBe(3);
    expect(daysBetween(resultado?.Ultima_Venta ?? '', todayIn(new Date()))).toBe(3);
  });

  it('gives demo2 its own summary', async () => {
    const body = infoTerceroResponse.parse(
      (await get(apiPath('infoTercero'), { terceroid: 1002 }, t.bearer(t.demo2))).json(),
    );
    expect(body.Resultado).toMatchObject({
      Tercero: 'Supermercados La Colina Ltda.',
      Dias_UltimaVenta: 8,
    });
  });
});

describe('TerceroDatosDocumentos', () => {
  it('counts the customer documents', async () => {
    const response = await get(apiPath('datosDocumentos'), { terceroid: 1001 }, t.bearer(t.demo1));
    const datos = datosDocumentosResponse.parse(response.json());
    expect(datos?.Facturas).toBeGreaterThan(20);
    expect(datos?.Recibos).toBeGreaterThan(5);
    expect(datos?.Devoluciones).toBe(1);
    expect(datos?.Pedidos).toBeGreaterThan(datos?.Facturas ?? 0);
    expect(datos?.PedidosWeb).toBe(0);
  });

  it("counts one branch's invoices when tercerosucid names it, as TerceroSucGetFactura lists them", async () => {
    const counts = async (tercerosucid?: number | string) =>
      datosDocumentosResponse.parse(
        (
          await get(
            apiPath('datosDocumentos'),
            { terceroid: 1001, ...(tercerosucid === undefined ? {} : { tercerosucid }) },
            t.bearer(t.demo1),
          )
        ).json(),
      );
    /** Every invoice TerceroSucGetFactura gives for these parameters, page after page. */
    const listed = async (tercerosucid?: number) => {
      let n = 0;
      for (;;) {
        const page = facturasResponse.parse(
          (
            await get(
              apiPath('facturas'),
              { terceroid: 1001, rows: n, ...(tercerosucid === undefined ? {} : { tercerosucid }) },
              t.bearer(t.demo1),
            )
          ).json(),
        ).Facturas;
        if (page.length === 0) return n;
        n += page.length;
      }
    };
    const all = await counts();
    const main = await counts(2001);
    const other = await counts(2002);
    // demo1 has invoices at both of its branches (db/seed/customers.ts): each count is its branch's alone.
    expect(main.Facturas).toBe(await listed(2001));
    expect(other.Facturas).toBe(await listed(2002));
    expect(other.Facturas).toBeGreaterThan(0);
    expect(main.Facturas + other.Facturas).toBe(all.Facturas);
    expect(all.Facturas).toBe(await listed());
    // No branch (as the ERP's clients send it: `null`, 0) is every branch; another customer's branch has none.
    expect((await counts('null')).Facturas).toBe(all.Facturas);
    expect((await counts(0)).Facturas).toBe(all.Facturas);
    expect((await counts(2003)).Facturas).toBe(0);
    // Orders, receipts and returns are the customer's: their lists (TerceroGetPedido, TerceroGetRecibos) take
    // no branch.
    expect({ ...other, Facturas: 0 }).toEqual({ ...all, Facturas: 0 });
    // A branch that is not a number is refused, as TerceroSucGetFactura refuses it.
    const bad = await get(
      apiPath('datosDocumentos'),
      { terceroid: 1001, tercerosucid: 'abc' },
      t.bearer(t.demo1),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelope.parse(bad.json()).Msj).toContain('tercerosucid');
  });
});

describe('TerceroGetData and TerceroSucursalDetalleget', () => {
  it('gives the tax data', async () => {
    const body = terceroDataResponse.parse(
      (await get(apiPath('terceroData'), { terceroid: 1002 }, t.bearer(t.demo2))).json(),
    );
    expect(body.Tercero).toEqual({
      nit: '830987654',
      dv: '3',
      descripcion: 'Supermercados La Colina Ltda.',
      telefono: '601 555 9876',
    });
  });

  it('lists the branches, main first, with city and department names', async () => {
    const body = sucursalesResponse.parse(
      (await get(apiPath('sucursales'), { terceroid: 1001 }, t.bearer(t.demo1))).json(),
    );
    expect(body.Sucursales).toEqual([
      {
        tercerosucid: 2001,
        direccion: 'Calle 50 # 45-20',
        ciudad_descrip: 'Medellín',
        departamento_descrip: 'Antioquia',
        correo_electronico: 'compras@elprogreso.example.com',
      },
      expect.objectContaining({ tercerosucid: 2002, ciudad_descrip: 'Envigado' }),
    ]);
  });
});

const customerPaths = ['infoTercero', 'datosDocumentos', 'terceroData', 'sucursales'] as const;

describe('access control', () => {
  it.each(customerPaths)("%s refuses the other customer's data with 403", async (name) => {
    const asDemo1 = await get(apiPath(name), { terceroid: 1002 }, t.bearer(t.demo1));
    const asDemo2 = await get(apiPath(name), { terceroid: 1001 }, t.bearer(t.demo2));
    for (const response of [asDemo1, asDemo2]) {
      expect(response.statusCode).toBe(403);
      const body = errorEnvelope.parse(response.json());
      expect(body.Msj).toMatch(/otro cliente/);
      expect(JSON.stringify(body)).not.toMatch(/Progreso|Colina/);
    }
  });

  it.each(customerPaths)('%s needs a session (401 without a token)', async (name) => {
    const response = await get(apiPath(name), { terceroid: 1001 });
    expect(response.statusCode).toBe(401);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(/Inicie sesión/);
  });

  it.each(customerPaths)("%s refuses an expired token with 'Su sesion ha expirado'", async (name) => {
    const past = new Date(Date.now() - 2 * 86_400_000);
    const { token: expired } = await createSession(
      t.database.db,
      { customerId: 1001, branchId: 2001, priceLevel: 4 },
      past,
    );
    const response = await get(apiPath(name), { terceroid: 1001 }, t.bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(errorEnvelope.parse(response.json()).Msj).toBe('Su sesion ha expirado');
  });

  it('treats a token that names no session of ours as a visitor: edited, garbage, wrong scheme', async () => {
    const edited = `${t.demo1.Token.slice(0, -1)}${t.demo1.Token.endsWith('A') ? 'B' : 'A'}`;
    const tokens = [
      edited,
      'garbage',
      `${t.demo1.Token}x`,
      `${t.demo1.Token}.extra`,
      'erp-shared-credential',
    ];
    for (const token of tokens) {
      const response = await get(apiPath('infoTercero'), { terceroid: 1002 }, t.bearer(token));
      expect(response.statusCode).toBe(401);
      expect(errorEnvelope.parse(response.json()).Msj).toMatch(/Inicie sesión/);
    }
    const basic = await get(
      apiPath('infoTercero'),
      { terceroid: 1001 },
      { authorization: `Basic ${t.demo1.Token}` },
    );
    expect(basic.statusCode).toBe(401);
  });

  it('checks the session before the input: no token and bad input is a 401', async () => {
    const response = await get(apiPath('infoTercero'), { terceroid: 'abc' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{}, 'terceroid'],
    [{ terceroid: 'null' }, 'terceroid'],
    [{ terceroid: 'abc' }, 'terceroid'],
    [{ terceroid: '-4' }, 'terceroid'],
    [{ terceroid: 1001, usuarioid: 'x' }, 'usuarioid'],
  ])('with a session, refuses the query %o with a 400 naming %s', async (query, name) => {
    const response = await t.app.inject({
      method: 'GET',
      url: apiPath('infoTercero'),
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: t.bearer(t.demo1),
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toContain(name);
  });
});
