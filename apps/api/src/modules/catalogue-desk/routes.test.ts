// The console's catalogue without an ERP: a price edited by an owner is what the shop answers next (its cached
// page is not served again), audited with before → after; the warehouse sets stock; descriptions are
// sanitised as the import's; pictures uploaded and ordered; the CSV import previewed (new, changed, hidden,
// each error's line and column) and applied all or nothing.
import { apiPath, getProductoDataResponse } from '@mostrador/contract';
import { type ImportPreview, type ProductDetail, staffApiPath } from '@mostrador/contract/console';
import { describe, expect, it } from 'vitest';
import { PNG } from '../../test/fake-erp';
import { testApp } from '../../test/fixtures';
import { addStaff, staffCookie } from '../../test/staff';
import { IMPORT_REJECTED } from './import';
import { UNKNOWN_PICTURE } from './service';
import { NO_ERP } from './sync';

const t = testApp();
const PRODUCT = 7;
let seq = 0;

async function staff(role: 'owner' | 'sales' | 'warehouse') {
  return staffCookie(t.database.db, await addStaff(t.database.db, `cat-${role}-${++seq}`, role));
}
const post = (url: string, headers: { cookie: string }, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const productOf = (answer: { json(): unknown }) => (answer.json() as { product: ProductDetail }).product;

/** The shop's answer for the product, as a guest (level 4) sees it. */
const shopAnswer = () =>
  t.app.inject({ method: 'GET', url: `${apiPath('getProductoData')}?productoid=${PRODUCT}&bodegaid=1` });
const shopProduct = async () => getProductoDataResponse.parse((await shopAnswer()).json());

describe('the console catalogue (no ERP)', () => {
  it('an owner’s new price is what the shop answers next; the audit has before and after', async () => {
    const owner = await staff('owner');
    const before = (await shopProduct()).Producto.Precio;
    const current = productOf(
      await t.app.inject({ method: 'GET', url: staffApiPath('product', PRODUCT), headers: owner }),
    );
    const prices = [...current.prices];
    prices[3] = 123_456;
    const edited = await post(staffApiPath('product', PRODUCT), owner, { prices });
    expect(edited.statusCode).toBe(200);
    expect(productOf(edited).prices[3]).toBe(123_456);
    expect(before).not.toBe(1234.56);
    expect((await shopProduct()).Producto.Precio).toBe(1234.56);
    const audit = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('audit')}?entity=product&entityId=${PRODUCT}&action=product.edit`,
      headers: owner,
    });
    expect((audit.json() as { entries: unknown[] }).entries[0]).toMatchObject({
      before: { prices: current.prices },
      after: { prices },
    });
  });

  it('the warehouse sets stock and cannot edit prices; sales only read', async () => {
    const [warehouse, sales] = [await staff('warehouse'), await staff('sales')];
    const stocked = await post(staffApiPath('productStock', PRODUCT), warehouse, { stock: 77 });
    expect(productOf(stocked).stock).toBe(77);
    expect((await shopProduct()).Producto.Disponible).toBe(77);
    expect((await post(staffApiPath('product', PRODUCT), warehouse, { published: false })).statusCode).toBe(
      403,
    );
    expect((await post(staffApiPath('productStock', PRODUCT), sales, { stock: 1 })).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('products')}?q=${encodeURIComponent(productOf(stocked).code)}`,
      headers: sales,
    });
    expect(list.json()).toMatchObject({ products: [{ id: PRODUCT, stock: 77 }], readOnly: false });
    const negative = await post(staffApiPath('productStock', PRODUCT), warehouse, { stock: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ Status: false, Msj: expect.stringContaining('negativas') });
  });

  it('sanitises a description as the import does, sets tiers, unpublishes and publishes again', async () => {
    const owner = await staff('owner');
    const edited = await post(staffApiPath('product', PRODUCT), owner, {
      description: '<p onclick="x()">Bolsa <strong>grande</strong></p><script>alert(1)</script>',
      tiers: [{ from: 10, to: 99, level: 5 }],
      published: false,
    });
    expect(productOf(edited)).toMatchObject({
      descriptionHtml: '<p>Bolsa <strong>grande</strong></p>',
      tiers: [{ from: 10, to: 99, level: 5 }],
      published: false,
    });
    expect((await shopAnswer()).json()).toMatchObject({ Status: false });
    await post(staffApiPath('product', PRODUCT), owner, { published: true });
    expect((await shopProduct()).Html).toBe('<p>Bolsa <strong>grande</strong></p>');
    const badTier = await post(staffApiPath('product', PRODUCT), owner, {
      tiers: [{ from: 9, to: 3, level: 2 }],
    });
    expect(badTier.json()).toEqual({
      Status: false,
      Msj: expect.stringContaining('cada tramo: desde ≤ hasta'),
    });
  });

  it('uploads a picture, shows it first once ordered so; refuses a picture never uploaded and a fake one', async () => {
    const owner = await staff('owner');
    const uploaded = await post(staffApiPath('productPictures', PRODUCT), owner, {
      name: 'frente.png',
      data: PNG.toString('base64'),
    });
    const pictures = productOf(uploaded).pictures;
    expect(pictures.at(-1)).toBe(`p${PRODUCT}-frente.png`);
    const served = await t.app.inject({ method: 'GET', url: `/Files/Images/p${PRODUCT}-frente.png` });
    expect(served.headers['content-type']).toBe('image/png');
    const reordered = await post(staffApiPath('product', PRODUCT), owner, {
      pictures: [`p${PRODUCT}-frente.png`, ...pictures.slice(0, -1)],
    });
    expect(productOf(reordered).pictures[0]).toBe(`p${PRODUCT}-frente.png`);
    expect((await shopProduct()).Producto.Imagenes[0]).toBe(`p${PRODUCT}-frente.png`);
    const unknown = await post(staffApiPath('product', PRODUCT), owner, { pictures: ['nunca.png'] });
    expect(unknown.json()).toEqual({ Status: false, Msj: UNKNOWN_PICTURE });
    const fake = await post(staffApiPath('productPictures', PRODUCT), owner, {
      name: 'texto.png',
      data: Buffer.from('no soy una imagen').toString('base64'),
    });
    expect(fake.statusCode).toBe(400);
  });

  it('has no sync to show or run without an ERP', async () => {
    const owner = await staff('owner');
    const shown = await t.app.inject({ method: 'GET', url: staffApiPath('sync'), headers: owner });
    expect(shown.json()).toMatchObject({ sync: { erpMode: false, lastSync: null } });
    const run = await t.app.inject({ method: 'POST', url: staffApiPath('sync'), headers: owner });
    expect(run.json()).toEqual({ Status: false, Msj: NO_ERP });
  });

  it('previews a CSV (new, changed, hidden, errors by line and column); applies all of it or nothing', async () => {
    const owner = await staff('owner');
    const db = t.database.db;
    const stored = await db
      .selectFrom('productos')
      .select(['id', 'codigo', 'nombre'])
      .where('activo', '=', true)
      .orderBy('id')
      .execute();
    const kept = stored[0];
    if (!kept) throw new Error('no products');
    const head =
      'codigo;nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible';
    const row = (code: string, name: string, price: string) =>
      `${code};${name};1;Cat;11;Gru;111;Sub;${price};5`;
    const file = (...lines: string[]) => Buffer.from([head, ...lines].join('\n')).toString('base64');
    const preview = async (f: string) =>
      (
        (await post(staffApiPath('importPreview'), owner, { file: f })).json() as {
          preview: ImportPreview;
        }
      ).preview;

    const broken = file(row(kept.codigo, kept.nombre, '10'), row('NUEVO-1', 'Nuevo', 'diez'));
    expect((await preview(broken)).errors).toEqual([
      { line: 3, column: 'precio1', message: expect.any(String) },
    ]);
    const refused = await post(staffApiPath('importApply'), owner, { file: broken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      Status: false,
      Msj: expect.stringMatching(new RegExp(`^${IMPORT_REJECTED} \\(1\\): .*3.*precio1`)),
    });
    expect(await db.selectFrom('productos').select('id').where('activo', '=', true).execute()).toHaveLength(
      stored.length,
    );

    const good = file(row(kept.codigo, kept.nombre, '10'), row('NUEVO-1', 'Nuevo', '20'));
    const seen = await preview(good);
    expect(seen).toMatchObject({
      rows: 2,
      errors: [],
      changed: [{ id: kept.id }],
      added: [{ code: 'NUEVO-1' }],
    });
    expect(seen.hidden).toHaveLength(stored.length - 1);
    const applied = await post(staffApiPath('importApply'), owner, { file: good });
    expect(applied.json()).toMatchObject({ Status: true, rows: 2, hidden: stored.length - 1 });
    const audit = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('audit')}?action=catalogue.import`,
      headers: owner,
    });
    expect(audit.json()).toMatchObject({ entries: [{ after: { rows: 2, added: 1, changed: 1 } }] });
  });
});
