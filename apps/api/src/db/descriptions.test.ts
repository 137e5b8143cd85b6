// Descriptions are sanitised once, when written (migrations/170): the catalogue sends the stored HTML as it
// is; a text changed behind the writers' back is never sent raw nor with its old HTML; rows without HTML
// (older databases) and HTML made by another sanitiser are (re)made at start-up; the import stores it.
import { apiPath, getProductoDataResponse } from '@mostrador/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importProducts } from '../import/products';
import { sanitizeHtml } from '../lib/sanitize-html';
import { createTestApp, type TestApp } from '../test/app';
import { prepareDescriptions, SANITISER_SETTING, sanitiserFingerprint } from './descriptions';
import { settingOf } from './settings';

const HOSTILE_ID = 7;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // What the server does at start-up (db/prepare.ts): records the sanitiser that made the seed's HTML.
  await prepareDescriptions(t.database.db);
});
afterAll(() => t.close());

async function html(id: number): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${apiPath('getProductoData')}?productoid=${id}`,
  });
  expect(response.statusCode).toBe(200);
  return getProductoDataResponse.parse(response.json()).Html;
}

async function stored(id: number) {
  return t.database.db
    .selectFrom('productos')
    .select(['texto_adicional', 'texto_html'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('product descriptions', () => {
  it('are stored sanitised by the seed, and answered as stored', async () => {
    const row = await stored(HOSTILE_ID);
    expect(row.texto_adicional).toMatch(/<script|onerror/);
    expect(row.texto_html).not.toBeNull();
    expect(row.texto_html).not.toMatch(/<script|onerror|javascript:/i);
    expect(await html(HOSTILE_ID)).toBe(row.texto_html);
    // The answer is the stored HTML itself, not the raw text sanitised again on the way out.
    await sql`UPDATE productos SET texto_html = '<p>Guardada al escribir</p>' WHERE id = 8`.execute(
      t.database.db,
    );
    expect(await html(8)).toBe('<p>Guardada al escribir</p>');
  });

  it('changed without their HTML (a hand-written UPDATE) are sanitised on read, then stored at start-up', async () => {
    const text = '<p>Nueva <b>descripción</b></p><img src="x" onerror="alert(1)">';
    await sql`UPDATE productos SET texto_adicional = ${text} WHERE id = 9`.execute(t.database.db);
    expect((await stored(9)).texto_html).toBeNull();
    const answered = await html(9);
    expect(answered).toContain('<b>descripción</b>');
    expect(answered).not.toMatch(/onerror/);
    expect(await prepareDescriptions(t.database.db)).toMatchObject({ filled: 1 });
    expect((await stored(9)).texto_html).toBe(sanitizeHtml(text));
  });

  it('of a database older than the stored HTML are all sanitised and stored at start-up', async () => {
    await sql`UPDATE productos SET texto_html = NULL`.execute(t.database.db);
    const { n } = await t.database.db
      .selectFrom('productos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('texto_adicional', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(100);
    expect((await prepareDescriptions(t.database.db)).filled).toBe(Number(n));
    const row = await stored(HOSTILE_ID);
    expect(row.texto_html).toBe(sanitizeHtml(row.texto_adicional ?? ''));
    expect(await prepareDescriptions(t.database.db)).toEqual({ resanitised: false, filled: 0 });
  });

  it('are sanitised again at start-up when the sanitiser answers differently from the one that stored them', async () => {
    await sql`UPDATE productos SET texto_html = '<p>de otro saneador</p>' WHERE id = ${HOSTILE_ID}`.execute(
      t.database.db,
    );
    await t.database.db
      .updateTable('app_settings')
      .set({ value: 'fingerprint-of-another-sanitiser' })
      .where('key', '=', SANITISER_SETTING)
      .execute();
    expect((await prepareDescriptions(t.database.db)).resanitised).toBe(true);
    const row = await stored(HOSTILE_ID);
    expect(row.texto_html).toBe(sanitizeHtml(row.texto_adicional ?? ''));
    expect(await settingOf(t.database.db, SANITISER_SETTING)).toBe(sanitiserFingerprint());
  });

  it('imported from a CSV are stored sanitised, also when a new text sanitises to the old HTML', async () => {
    const header =
      'codigo;nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible;descripcion';
    const file = (descripcion: string) =>
      new TextEncoder().encode(`${header}\nDSC-1;Descrito;1;Cat;11;Grupo;111;Sub;10;5;${descripcion}\n`);
    const first = '<p>Hola</p><script>alert(1)</script>';
    const second = '<p>Hola</p><script>alert(2)</script>';
    expect(sanitizeHtml(second)).toBe(sanitizeHtml(first));
    expect(sanitizeHtml(first)).not.toMatch(/script/);
    await importProducts(t.database.db, file(first));
    const { id } = await t.database.db
      .selectFrom('productos')
      .select('id')
      .where('codigo', '=', 'DSC-1')
      .executeTakeFirstOrThrow();
    expect((await stored(id)).texto_html).toBe(sanitizeHtml(first));
    // Another hostile tail, the same safe HTML: the stored HTML is still there (not dropped as stale).
    await importProducts(t.database.db, file(second));
    expect(await stored(id)).toEqual({ texto_adicional: second, texto_html: sanitizeHtml(first) });
    expect(await html(id)).toBe(sanitizeHtml(first));
  });
});
