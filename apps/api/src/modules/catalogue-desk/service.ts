// The console's catalogue: a product's edit (prices, tiers, stock, published, pictures, description sanitised
// as the import does) in one transaction with its audit row (before → after of what changed), and the CSV
// import previewed then applied. With an ERP the catalogue is the ERP's: every write here is refused.
import type { ProductDetail, ProductEditBody, ProductRow } from '@mostrador/contract/console';
import { asMinor, toMajor } from '@mostrador/domain';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/database';
import { descriptionHtml } from '../../db/descriptions';
import type { DB } from '../../db/schema';
import type { SessionStaff } from '../../db/staff-sessions';
import { contentProblem, MAX_PICTURE_BYTES, PICTURE_TYPES } from '../../import/pictures';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { nullableNumericToMinor, numericToMinor } from '../../lib/money';
import {
  type CatalogueDeskRepository,
  escalaOf,
  type ProductChanges,
  type ProductFilter,
  type StoredProduct,
  tiersOf,
} from './repository';

export const NO_SUCH_PRODUCT = 'No existe ese producto';
export const ERP_OWNS_CATALOGUE = 'Con el ERP conectado, el catálogo se edita en el ERP';
export const UNKNOWN_PICTURE = 'Esa imagen no está cargada: súbala primero';

const majorOrNull = (minor: number | null) => (minor === null ? null : toMajor(asMinor(minor)));

function detailOf(row: NonNullable<StoredProduct>, readOnly: boolean): ProductDetail {
  return {
    id: row.id,
    code: row.codigo,
    reference: row.referencia,
    name: row.nombre,
    prices: [row.precio1, row.precio2, row.precio3, row.precio4, row.precio5].map(nullableNumericToMinor),
    tiers: tiersOf(row.escala),
    stock: row.disponible,
    published: row.activo,
    pictures: row.imagenes,
    description: row.texto_adicional ?? '',
    descriptionHtml: row.texto_html ?? '',
    readOnly,
  };
}

/** What an edit changes: the columns to set, and the fields' before and after for the audit. */
function changesOf(before: ProductDetail, body: ProductEditBody) {
  const set: ProductChanges = {};
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  const differs = (key: keyof ProductDetail, value: unknown) => {
    if (value === undefined || JSON.stringify(before[key]) === JSON.stringify(value)) return false;
    was[key] = before[key];
    is[key] = value;
    return true;
  };
  const prices = body.prices;
  if (prices && differs('prices', prices)) {
    [set.precio1, set.precio2, set.precio3, set.precio4, set.precio5] = prices.map(majorOrNull);
  }
  if (body.tiers && differs('tiers', body.tiers)) {
    set.escala_aplica = body.tiers.length > 0;
    set.escala = escalaOf(body.tiers);
  }
  if (differs('published', body.published)) set.activo = body.published;
  if (body.pictures && differs('pictures', body.pictures)) set.imagenes = JSON.stringify(body.pictures);
  const description = body.description;
  if (description !== undefined && differs('description', description)) {
    set.texto_adicional = description === '' ? null : description;
    set.texto_html = descriptionHtml(set.texto_adicional);
  }
  return { set, before: was, after: is };
}

/** With an ERP the catalogue is the ERP's: a write here is refused. */
export function refuseWithErp(erpMode: boolean) {
  if (erpMode) throw new HttpError(409, ERP_OWNS_CATALOGUE);
}

export function createCatalogueDeskService(
  repository: CatalogueDeskRepository,
  db: Database,
  now: () => Date,
  erpMode: boolean,
) {
  const writable = () => refuseWithErp(erpMode);
  const audited = async (
    staff: SessionStaff,
    id: number,
    action: string,
    change: (
      before: ProductDetail,
      trx: Transaction<DB>,
    ) => Promise<{ set: ProductChanges; before: unknown; after: unknown }>,
  ): Promise<ProductDetail> => {
    writable();
    await db.transaction().execute(async (trx) => {
      const row = await repository.detail(id, trx);
      if (!row) throw notFound(NO_SUCH_PRODUCT);
      const { set, before, after } = await change(detailOf(row, false), trx);
      if (Object.keys(set).length === 0) return;
      await repository.update(trx, id, set);
      const who = { id: staff.id, usuario: staff.usuario };
      await recordAudit(trx, { staff: who, action, entity: 'product', entityId: id, before, after }, now());
    });
    return detail(id);
  };
  const detail = async (id: number) => {
    const row = await repository.detail(id);
    if (!row) throw notFound(NO_SUCH_PRODUCT);
    return detailOf(row, erpMode);
  };

  return {
    async list(filter: ProductFilter): Promise<{ products: ProductRow[]; total: number }> {
      const { rows, total } = await repository.list(filter);
      const products = rows.map((r) => ({
        id: r.id,
        code: r.codigo,
        name: r.nombre,
        price: r.precio1 === null ? 0 : numericToMinor(r.precio1),
        stock: r.disponible,
        published: r.activo,
        pictures: r.fotos,
      }));
      return { products, total };
    },
    detail,

    edit(staff: SessionStaff, id: number, body: ProductEditBody) {
      return audited(staff, id, 'product.edit', async (before, trx) => {
        const added = (body.pictures ?? []).filter((name) => !before.pictures.includes(name));
        const stored = await repository.storedPictures(trx, added);
        if (added.some((name) => !stored.has(name))) throw badRequest(UNKNOWN_PICTURE);
        return changesOf(before, body);
      });
    },

    stock(staff: SessionStaff, id: number, stock: number) {
      return audited(staff, id, 'product.stock', async (before) =>
        before.stock === stock
          ? { set: {}, before: null, after: null }
          : { set: { disponible: stock }, before: { stock: before.stock }, after: { stock } },
      );
    },

    /** Stores an uploaded picture as `p<id>-<name>` and adds it last to the product's pictures. */
    addPicture(staff: SessionStaff, id: number, name: string, base64: string) {
      const datos = Buffer.from(base64, 'base64');
      const extension = /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
      const tipo = PICTURE_TYPES[extension === '.jpeg' ? '.jpg' : extension];
      if (!tipo) throw badRequest('una imagen .jpg, .png, .webp, .avif o .gif');
      if (datos.length === 0 || datos.length > MAX_PICTURE_BYTES)
        throw badRequest(`la imagen debe pesar entre 1 byte y ${MAX_PICTURE_BYTES / 1024 / 1024} MB`);
      const problem = contentProblem(tipo, datos);
      if (problem) throw badRequest(problem);
      const nombre = `p${id}-${name.replace(/[^\w.-]/g, '-')}`;
      return audited(staff, id, 'product.picture', async (before, trx) => {
        await repository.storePicture(trx, { nombre, tipo, datos });
        const pictures = [...before.pictures.filter((p) => p !== nombre), nombre];
        return {
          set: { imagenes: JSON.stringify(pictures) },
          before: { pictures: before.pictures },
          after: { pictures },
        };
      });
    },
  };
}
export type CatalogueDeskService = ReturnType<typeof createCatalogueDeskService>;
