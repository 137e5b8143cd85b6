// Product descriptions are sanitised once, when written, not on every read (issue 14; migrations/170):
// `productos.texto_html` keeps `texto_adicional` as lib/sanitize-html.ts makes it safe to render, and the
// catalogue sends it as it is. The writers (seed, db/catalogue-writer.ts for the ERP sync and the CSV import)
// store it with the row; rows without it (written before migration 170, or whose text a statement changed
// without it: a trigger then drops the stale HTML) are filled here, at start-up and after each catalogue write.
// When the sanitiser's output changes (a new library or version), everything is sanitised again at start-up.
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { sanitizeHtml } from '../lib/sanitize-html';
import type { DB } from './schema';
import { settingOf } from './settings';

/** app_settings key: the fingerprint of the sanitiser that made the stored HTML. */
export const SANITISER_SETTING = 'descriptions_sanitiser';
/** The catalogue writers' lock (db/catalogue-writer.ts): a refill never interleaves with a sync or import. */
const CATALOGUE_LOCK = 827347;
const BATCH = 1000;

/**
 * HTML meant to tell sanitisers apart: formatting to keep, and script, handlers, styles, frames and links of
 * every kind to drop or keep. Two sanitisers that answer it alike are taken to answer descriptions alike.
 */
const PROBE = [
  '<h3 class="t" id="x">Café &amp; <strong>más</strong> <em>hoy</em></h3><p style="color:red" onclick="x()">1 &lt; 2',
  '<script>alert(1)</script><img src="x" onerror="alert(1)" alt="foto"><img src="data:image/png;base64,AA==">',
  '<a href="javascript:alert(1)">a</a><a href="https://example.com/" target="_blank" rel="noopener">b</a>',
  '<a href="/Files/Images/p1.svg" title="c">c</a><svg><use href="#x"/><script>1</script></svg><math><mi>x</mi></math>',
  '<iframe src="https://example.com"></iframe><object data="x"></object><form action="/x"><input name="q"></form>',
  '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">B</td></tr></tbody></table>',
  '<ul><li>uno<li>dos</ul><ol start="3"><li>tres</li></ol><br><hr><blockquote>cita</blockquote><pre>x  y</pre>',
  '<span data-x="1" aria-label="l">s</span><div><p>sin cerrar<style>p{}</style><template><b>t</b></template>',
].join('');

/** The sanitised HTML of a description as it is stored (null for none). */
export function descriptionHtml(raw: string | null): string | null {
  return raw === null ? null : sanitizeHtml(raw);
}

/** A fingerprint of what the current sanitiser makes of the probe. */
export function sanitiserFingerprint(): string {
  return createHash('sha256').update(sanitizeHtml(PROBE)).digest('base64url');
}

/** Fills `texto_html` of every row that has a description but no sanitised HTML; returns how many. */
export async function fillDescriptionHtml(db: Kysely<DB>): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('productos')
      .select(['id', 'texto_adicional'])
      .where('texto_html', 'is', null)
      .where('texto_adicional', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return filled;
    const ids = rows.map((r) => r.id);
    const raws = rows.map((r) => r.texto_adicional ?? '');
    const htmls = raws.map((raw) => sanitizeHtml(raw));
    // Only where the text is still the one sanitised (a writer may have changed it meanwhile).
    const done = await sql<{ id: number }>`UPDATE productos AS p SET texto_html = u.html
      FROM unnest(${ids}::int[], ${raws}::text[], ${htmls}::text[]) AS u(id, raw, html)
      WHERE p.id = u.id AND p.texto_adicional = u.raw AND p.texto_html IS NULL RETURNING p.id`.execute(db);
    filled += done.rows.length;
    after = ids[ids.length - 1] ?? after;
  }
}

/**
 * At start-up: when the stored HTML was made by a sanitiser whose output differs from the current one's,
 * drops it all; then fills what is missing. Returns what it did (nothing, normally: two small reads).
 */
export async function prepareDescriptions(db: Kysely<DB>): Promise<{ resanitised: boolean; filled: number }> {
  const fingerprint = sanitiserFingerprint();
  const stored = await settingOf(db, SANITISER_SETTING);
  const pending = await db
    .selectFrom('productos')
    .select('id')
    .where('texto_html', 'is', null)
    .where('texto_adicional', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (stored === fingerprint && !pending) return { resanitised: false, filled: 0 };
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CATALOGUE_LOCK})`.execute(trx);
    const resanitised = (await settingOf(trx, SANITISER_SETTING)) !== fingerprint;
    if (resanitised) {
      await trx
        .updateTable('productos')
        .set({ texto_html: null })
        .where('texto_html', 'is not', null)
        .execute();
    }
    const filled = await fillDescriptionHtml(trx);
    await trx
      .insertInto('app_settings')
      .values({ key: SANITISER_SETTING, value: fingerprint })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: fingerprint }))
      .execute();
    return { resanitised, filled };
  });
}
