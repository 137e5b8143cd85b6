// A company's orders by person and by branch (docs/decisions/0040-people-of-a-customer.md): each of the shop's
// orders names who placed it and its branch; the company's own login, an administrator, an approver and a
// viewer see all of the company's and may filter them; a buyer sees only their own. On PGlite and
// (DATABASE_URL) PostgreSQL.
import { apiPath, errorEnvelope, orderPaths, pedidosResponse, type Session } from '@mostrador/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPost, demoCustomers } from '../../test/fixtures';
import { invitedPerson, stockedProduct, type TestPerson } from '../../test/people';

const t = demoCustomers();
const db = () => t.database.db;
let productId = 0;
let seq = 0;

async function order(session: Session, branchId: number): Promise<number> {
  const payload = { Tercerosucid: branchId, Detalles: [{ Productoid: productId, Cantidad: 1 }] };
  const placed = await apiPost(t, orderPaths.create, payload, session, {
    'idempotency-key': `company-orders-${++seq}`,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return (placed.json() as { Datos: { pedidoid: number } }).Datos.pedidoid;
}

function list(session: Session, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams({ terceroid: '1001', ...query } as Record<string, string>);
  return t.app.inject({ method: 'GET', url: `${apiPath('pedidos')}?${search}`, headers: t.bearer(session) });
}

async function orders(session: Session, query: Record<string, string | number> = {}) {
  const answer = await list(session, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return pedidosResponse.parse(answer.json());
}

const people: Record<'north' | 'south' | 'viewer' | 'approver' | 'admin', TestPerson> = {} as never;
const placed = { north: 0, south: 0, company: 0 };

beforeAll(async () => {
  productId = await stockedProduct(t);
  const invite = (key: keyof typeof people, Nombre: string, Rol: string, extra: object = {}) =>
    invitedPerson(t, t.demo1, `orders-${key}@elprogreso.example.com`, { Nombre, Rol, ...extra }).then((p) => {
      people[key] = p;
    });
  await invite('north', 'Nora Norte', 'buyer', { Sucursales: [2001] });
  await invite('south', 'Simón Sur', 'buyer', { Sucursales: [2002] });
  await invite('viewer', 'Vera Contable', 'viewer');
  await invite('approver', 'Aurelio Aprueba', 'approver');
  await invite('admin', 'Adela Admin', 'administrator');
  placed.north = await order(people.north.session, 2001);
  placed.south = await order(people.south.session, 2002);
  placed.company = await order(t.demo1, 2001);
});

describe("a company's orders by person and branch", () => {
  it('name who placed each order (null: the company’s own login) and its branch', async () => {
    const { Registros } = await orders(t.demo1);
    const byId = new Map(Registros.map((p) => [p.pedidoid, p]));
    expect(byId.get(placed.north)).toMatchObject({
      personaid: people.north.id,
      persona: 'Nora Norte',
      tercerosucid: 2001,
    });
    expect(byId.get(placed.south)).toMatchObject({ personaid: people.south.id, persona: 'Simón Sur' });
    expect(byId.get(placed.company)).toMatchObject({ personaid: null, persona: null, tercerosucid: 2001 });
    const branch = await db()
      .selectFrom('tercero_sucursales')
      .select('nombre')
      .where('id', '=', 2002)
      .execute();
    expect(byId.get(placed.south)?.sucursal).toBe(branch[0]?.nombre);
  });

  it('filter by person (0: the company’s own login) and by branch, on the server', async () => {
    const ids = async (query: Record<string, string | number>) =>
      (await orders(t.demo1, query)).Registros.map((p) => p.pedidoid);
    expect(await ids({ personaid: people.north.id })).toEqual([placed.north]);
    const own = await orders(t.demo1, { personaid: 0 });
    expect(own.Registros.map((p) => p.pedidoid)).toContain(placed.company);
    expect(own.Registros.every((p) => p.personaid === null)).toBe(true);
    const south = await orders(t.demo1, { tercerosucid: 2002 });
    expect(south.Registros.map((p) => p.pedidoid)).toContain(placed.south);
    expect(south.Registros.every((p) => p.tercerosucid === 2002)).toBe(true);
    expect(await ids({ tercerosucid: 2001, personaid: people.south.id })).toEqual([]);
    const bad = await list(t.demo1, { personaid: 'Nora' });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelope.parse(bad.json()).Msj).toMatch(/personaid/);
  });

  it('an administrator, an approver and a viewer see all of the company’s orders, and whom to filter by', async () => {
    for (const who of [t.demo1, people.admin.session, people.approver.session, people.viewer.session]) {
      const answer = await orders(who);
      const ids = answer.Registros.map((p) => p.pedidoid);
      expect(ids).toEqual(expect.arrayContaining([placed.north, placed.south, placed.company]));
      expect(answer.Filtros?.Personas.map((p) => p.nombre)).toEqual([
        'Adela Admin',
        'Aurelio Aprueba',
        'Nora Norte',
        'Simón Sur',
        'Vera Contable',
      ]);
      expect(answer.Filtros?.Sucursales.map((s) => s.tercerosucid).sort()).toEqual([2001, 2002]);
    }
  });

  it('a buyer sees only their own orders, has nothing to filter by, and cannot ask for another’s (403)', async () => {
    const mine = await orders(people.north.session);
    expect(mine.Registros.map((p) => p.pedidoid)).toEqual([placed.north]);
    expect(mine.Filtros).toBeUndefined();
    const own = await orders(people.north.session, { personaid: people.north.id });
    expect(own.Registros.map((p) => p.pedidoid)).toEqual([placed.north]);
    for (const personaid of [people.south.id, 0]) {
      const theirs = await list(people.north.session, { personaid });
      expect(theirs.statusCode).toBe(403);
      expect(errorEnvelope.parse(theirs.json()).Msj).toBe('Un comprador ve solo sus propios pedidos');
    }
  });
});
